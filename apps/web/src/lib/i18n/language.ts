/** The languages the interface speaks; English is the spec's and the fallback. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, shown as is in the chooser (a Spanish speaker looks for "Español"). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** Where the choice made on this device is kept (used before she signs in, and by the boot). */
export const LANGUAGE_KEY = 'bloom.language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** 'es-ES', 'es_MX', 'ES' → 'es'; anything we do not speak → undefined. */
export function languageOf(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/** The locale Intl formats with: US conventions (the app serves US users; dates as "3 de marzo"). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export interface LanguageSources {
  /** Her profile's saved language, when signed in and the server has one. */
  profile?: string | null | undefined;
  /** The choice stored on this device. */
  stored?: string | null | undefined;
  /** The browser's languages, most preferred first (navigator.languages). */
  browser?: readonly string[] | undefined;
}

/**
 * The language to show: her profile's, else the device's choice, else the first of the
 * browser's languages that we speak, else English (docs/decisions/021-languages.md).
 */
export function detectLanguage({ profile, stored, browser = [] }: LanguageSources): Language {
  return (
    languageOf(profile) ??
    languageOf(stored) ??
    browser.map(languageOf).find((l): l is Language => l !== undefined) ??
    DEFAULT_LANGUAGE
  );
}
