import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from './i18n.ts';
import { languageOf, type Language } from './language.ts';

/*
 * The contract's English messages (validation, toasts) in the language on screen. The contract
 * owns their Spanish (translateMessage); every form field and toast goes through here. Its
 * table holds every message of the contract, so it is loaded (its own chunk) only once Spanish
 * is on screen: English visitors never download it.
 */

type Translate = (text: string, language: Language) => string;
let translate: Translate | undefined;
let loading: Promise<void> | undefined;
// The Spanish table is a chunk of its own (contract-spanish.ts); tests may plug in another.
let installer: () => Promise<Translate> | Translate = () =>
  import('./contract-spanish.ts').then((m) => m.translateMessage);

/**
 * Loads the Spanish table; the screen re-renders with it once it is here. (Not
 * `import('@bloom/contract')`: the barrel, imported whole, pulls every contract module in full
 * into the login bundle, 57 KB gzip over its budget; decision 021.)
 */
export function loadContractMessages(): Promise<void> {
  loading ??= Promise.resolve(installer()).then((translator) => {
    translate = translator;
    // Components showing a message (useContractMessage) draw again, now in Spanish.
    i18n.emit('languageChanged', i18n.language);
  });
  return loading;
}

/** Another translator (tests). */
export function installContractTranslator(load: () => Promise<Translate> | Translate): void {
  installer = load;
  loading = undefined;
  translate = undefined;
  if (languageOf(i18n.language) === 'es') void loadContractMessages();
}

const needsTable = (language: string | undefined) => languageOf(language) === 'es' && !translate;
if (needsTable(i18n.language)) void loadContractMessages();
i18n.on('languageChanged', (language: string) => {
  if (needsTable(language)) void loadContractMessages();
});

/** An English contract message in `language` (unchanged while the table is still on its way). */
export function translateContractMessage(text: string, language: Language = currentLanguage()): string {
  return language === 'en' || !translate ? text : translate(text, language);
}

/** `const message = useContractMessage(); message(errors.email?.message)`: re-renders on a language change. */
export function useContractMessage() {
  const { i18n: instance } = useTranslation('common', { i18n });
  const language = languageOf(instance.language) ?? 'en';
  return <T extends string | undefined>(text: T): T =>
    (text === undefined ? text : translateContractMessage(text, language)) as T;
}
