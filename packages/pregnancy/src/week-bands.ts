/** Identifier of a monthly development band (the early-pregnancy weeks that have their own illustration). */
export type DevelopmentBand = 'weeks-2-4' | 'weeks-5-8' | 'weeks-9-12' | 'weeks-13-16' | 'weeks-17-20';

/** Fruit-size comparison shown on the baby-size chip. */
export type BabySize = 'poppy seed' | 'blueberry' | 'lime' | 'avocado' | 'banana' | 'cantaloupe';

/** One band of weeks with its development illustration and baby-size comparison. */
export interface WeekBand {
  readonly band: DevelopmentBand;
  readonly start: number;
  readonly end: number;
  readonly size: BabySize;
}

/** Week bands from spec §9 ('Baby-size bands' and 'Monthly development images'), in week order. */
export const WEEK_BANDS: readonly WeekBand[] = [
  { band: 'weeks-2-4', start: 2, end: 4, size: 'poppy seed' },
  { band: 'weeks-5-8', start: 5, end: 8, size: 'blueberry' },
  { band: 'weeks-9-12', start: 9, end: 12, size: 'lime' },
  { band: 'weeks-13-16', start: 13, end: 16, size: 'avocado' },
  { band: 'weeks-17-20', start: 17, end: 20, size: 'banana' },
];

/**
 * The band a week falls in. A band runs from its start up to (not including) the
 * next band's start, so fractional weeks like 4.5 stay in the band they began in;
 * for whole weeks this is exactly the spec's inclusive ranges.
 * @param week - weeks pregnant (null, undefined and non-numbers are in no band)
 * @returns the band, or undefined outside weeks 2-20
 */
export function weekBandOf(week: number | null | undefined): WeekBand | undefined {
  if (week == null || !Number.isFinite(week)) {
    return undefined;
  }
  return WEEK_BANDS.find((band) => week >= band.start && week < band.end + 1);
}
