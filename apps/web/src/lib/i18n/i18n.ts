import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { es } from './es.ts';
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
 * The app's one i18next instance. Both catalogues are bundled (no backend, nothing fetched), so
 * init is synchronous and the first render is already in the right language.
 */
export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources: { en, es },
  lng: detectLanguage({ stored: device.get(), browser: browserLanguages() }),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: Object.keys(en),
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

/** The language on screen. */
export const currentLanguage = (): Language => languageOf(i18n.language) ?? DEFAULT_LANGUAGE;

/** Her choice (the chooser): shown at once and remembered on this device. */
export function setLanguage(language: Language): Promise<unknown> {
  device.set(language);
  return i18n.changeLanguage(language);
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
