import { useTranslation } from 'react-i18next';
import type { en } from './en.ts';
import { i18n } from './i18n.ts';

export {
  adoptProfileLanguage,
  chooseSignedOut,
  currentLanguage,
  i18n,
  i18nReady,
  setLanguage,
  takeSignedOutChoice,
} from './i18n.ts';
export { formatDate, formatIsoDate, formatNumber, intlLocale } from './format.ts';
export { LANGUAGE_NAMES, LANGUAGES, type Language } from './language.ts';

export type Namespace = keyof typeof en;

/** `const { t } = useT('auth')`: the namespace's texts in the language on screen (re-renders on a change). */
export function useT<N extends Namespace>(ns: N) {
  return useTranslation(ns, { i18n });
}
