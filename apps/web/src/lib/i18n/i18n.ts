import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enFirst } from './en-first.ts';
import { DEFAULT_LANGUAGE, detectLanguage, LANGUAGE_KEY, LANGUAGES, languageOf, type Language } from './language.ts';

/** What the device remembers (never throws: storage may be blocked). */
const device = {
  get: (): string | null => {
    try {
      return localStorage.getItem(LANGUAGE_KEY);
    } catch {
      return null;
    }
  },
  set: (language: Language) => {
    try {
      localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // The choice still holds for this visit.
    }
  },
};

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];

/**
 * The app's one i18next instance. Every catalogue is the app's own code (no backend, nothing from
 * another origin): the signed-out English is in the login bundle, the rest of the English comes
 * with the signed-in frame and Spanish in a chunk of its own (login bundle budget, decision 021).
 */
export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: enFirst },
  partialBundledLanguages: true,
  lng: detectLanguage({ stored: device.get(), browser: browserLanguages() }),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: Object.keys(enFirst),
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});

/** <html lang> follows the language on screen (screen readers pick their voice by it). */
function applyHtmlLang(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyHtmlLang(i18n.language);
i18n.on('languageChanged', applyHtmlLang);

let spanish: Promise<unknown> | undefined;
/** The catalogue of `language`, loaded once (English is always here). */
function loadCatalogue(language: string): Promise<unknown> {
  if (languageOf(language) !== 'es') return Promise.resolve();
  spanish ??= import('./spanish.ts');
  return spanish;
}

/** Resolves once the language on screen has its catalogue: the app draws after it (main.tsx). */
export const i18nReady: Promise<unknown> = loadCatalogue(i18n.language);

/** The language on screen. */
export const currentLanguage = (): Language => languageOf(i18n.language) ?? DEFAULT_LANGUAGE;

/** Her choice (the chooser): shown at once and remembered on this device. */
export function setLanguage(language: Language): Promise<unknown> {
  device.set(language);
  return loadCatalogue(language).then(() => i18n.changeLanguage(language));
}

let chosenSignedOut: Language | undefined;

/** A choice made signed out (the login page's chooser): her account takes it when she signs in. */
export function chooseSignedOut(language: Language): void {
  chosenSignedOut = language;
}

/** The signed-out choice, once (AuthProvider saves it to her profile). */
export function takeSignedOutChoice(): Language | undefined {
  const choice = chosenSignedOut;
  chosenSignedOut = undefined;
  return choice;
}

/**
 * Her profile's language, once it is known: it wins over the device's and the browser's, and
 * the device remembers it for the next start (the first screen is then already hers).
 */
export function adoptProfileLanguage(saved: unknown): void {
  const language = languageOf(typeof saved === 'string' ? saved : undefined);
  if (!language || language === currentLanguage()) return;
  void setLanguage(language);
}
