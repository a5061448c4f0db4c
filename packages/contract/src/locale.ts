// zod/mini: her profile (sign-in.ts) is in the login bundle.
import { z } from 'zod/mini';

// The languages BLOOM speaks (issue 35). English is the default and the language every
// message is written in; Spanish comes from `translateMessage` (i18n.ts).

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_MESSAGE = 'Choose English (en) or Spanish (es)';
export const localeSchema = z.enum(LOCALES, { message: LOCALE_MESSAGE });

/**
 * The language an `Accept-Language` header asks for: the first of its ranges (by q, then
 * order) that BLOOM speaks, so `es-MX, en;q=0.5` is Spanish and `fr, en` is English.
 * Anything else, or no header, is English.
 */
export function localeFromAcceptLanguage(header: string | readonly string[] | undefined): Locale {
  const value: string = typeof header === 'string' ? header : (header ?? []).join(',');
  if (value === '') return DEFAULT_LOCALE;
  const ranges = value
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.tag !== '' && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0];
    if (primary === 'es') return 'es';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LOCALE;
}

/** Said (in Spanish) above content that has no Spanish yet and is shown in English. */
export const NOT_YET_TRANSLATED_MESSAGE = 'This content is not translated yet; it is shown in English.';
