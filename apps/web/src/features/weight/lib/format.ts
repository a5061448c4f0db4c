import { poundsFromKg, type KgRangeWire, type UnitSystem } from '@bloom/contract';
import type { TFunction } from 'i18next';
import { formatIsoDate, formatNumber } from '@/lib/i18n/index.ts';

/*
 * Weights, ranges and days in the language on screen. The numbers are the contract's
 * (formatWeight: one decimal, '+' and '−' for a gain), formatted by locale (decision 021).
 */

const fixed = (value: number, digits: number) =>
  formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** '64.2', '+4.2', '−0.5': the number alone, in her units, one decimal. */
export function weightNumber(kg: number, units: UnitSystem, signed = false): string {
  const value = units === 'imperial' ? poundsFromKg(kg) : kg;
  const rounded = Math.round(value * 10) / 10;
  const sign = signed && rounded > 0 ? '+' : signed && rounded < 0 ? '−' : '';
  return `${sign}${fixed(Math.abs(rounded), 1)}`;
}

/** '64.2 kg', '+9.3 lb'. */
export const formatWeight = (t: TFunction<'weight'>, kg: number, units: UnitSystem, signed = false) =>
  t(units === 'imperial' ? 'units.lb' : 'units.kg', { n: weightNumber(kg, units, signed) });

/** '11.5 kg to 16.0 kg'. */
export const formatRange = (t: TFunction<'weight'>, range: KgRangeWire, units: UnitSystem) =>
  t('range', { min: formatWeight(t, range.min, units), max: formatWeight(t, range.max, units) });

/** '0.35 to 0.50 kg a week', '0.8 to 1.1 lb a week'. */
export function formatPerWeek(t: TFunction<'weight'>, range: KgRangeWire, units: UnitSystem): string {
  if (units === 'imperial') {
    return t('guidance.perWeek', { min: weightNumber(range.min, units), max: formatWeight(t, range.max, units) });
  }
  return t('guidance.perWeek', { min: fixed(range.min, 2), max: t('units.kg', { n: fixed(range.max, 2) }) });
}

/** 'Mar 1, 2026' / '1 mar 2026': a weight's day. */
export const formatDay = (iso: string) => formatIsoDate(iso, { month: 'short', day: 'numeric', year: 'numeric' });
