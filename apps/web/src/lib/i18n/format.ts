import { deviceZoneKey } from '@bloom/pregnancy';
import { i18n } from './i18n.ts';
import { INTL_LOCALES, languageOf, DEFAULT_LANGUAGE } from './language.ts';

/** The Intl locale of the language on screen ('en-US', 'es-US'). */
export const intlLocale = (): string => INTL_LOCALES[languageOf(i18n.language) ?? DEFAULT_LANGUAGE];

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** A date (or instant) in the language on screen: `formatDate(d, { dateStyle: 'long' })`. */
export function formatDate(value: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) {
  const locale = intlLocale();
  // A formatter keeps the zone it was made in, and hers changes under an open app when she travels.
  const zone = options.timeZone ?? deviceZoneKey();
  return cached(
    `d|${locale}|${zone}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  ).format(value);
}

/** A calendar date 'YYYY-MM-DD' (no time zone: the day itself), in the language on screen. */
export function formatIsoDate(iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) {
  const [y, m, d] = iso.split('-').map(Number);
  return formatDate(Date.UTC(y!, m! - 1, d!), { ...options, timeZone: 'UTC' });
}

/** A number in the language on screen: 1,234.5 (en-US) and 1,234.5 (es-US). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}) {
  const locale = intlLocale();
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}
