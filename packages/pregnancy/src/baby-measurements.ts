/**
 * Typical length and weight of a baby in a given week of pregnancy, for the dashboard's
 * "your baby this week" card. These are population averages, not a measurement of anyone's
 * baby: the card says "typical" and "about", and the provider's ultrasound is what counts.
 */

/** Where the numbers come from, shown beside them. */
export const BABY_MEASUREMENTS_SOURCE = {
  organisation: 'BabyCenter Medical Advisory Board',
  title: 'Fetal growth chart: average length and weight, week by week',
  url: 'https://www.babycenter.com/average-fetal-length-weight-chart',
  /**
   * The chart is the one most pregnancy apps and sites reproduce; its weights follow the
   * Hadlock fetal-weight standard that ACOG and SMFM use. Checked against the published chart
   * on this date.
   */
  reviewed: '2026-11-23',
  note: 'Averages: healthy babies are often bigger or smaller. Lengths are crown to rump until week 19 and crown to heel from week 20.',
} as const;

/** How the length is measured: head to bottom while the legs are curled, then head to heel. */
export type LengthMeasure = 'crown-rump' | 'crown-heel';

export interface BabyMeasurement {
  /** The week the numbers are for (weeks past the table's end use its last row). */
  readonly week: number;
  readonly lengthCm: number;
  readonly weightG: number;
  readonly measure: LengthMeasure;
}

/** First week the chart gives numbers for; before it the embryo is a few millimetres long. */
export const FIRST_MEASURED_WEEK = 8;
/** First week the chart measures crown to heel. */
export const CROWN_HEEL_FROM_WEEK = 20;

// [week, length in cm, weight in g], weeks 8 to 40 (BABY_MEASUREMENTS_SOURCE).
const ROWS: readonly (readonly [number, number, number])[] = [
  [8, 1.6, 1],
  [9, 2.3, 2],
  [10, 3.1, 4],
  [11, 4.1, 7],
  [12, 5.4, 14],
  [13, 7.4, 23],
  [14, 8.7, 43],
  [15, 10.1, 70],
  [16, 11.6, 100],
  [17, 13, 140],
  [18, 14.2, 190],
  [19, 15.3, 240],
  [20, 25.6, 300],
  [21, 26.7, 360],
  [22, 27.8, 430],
  [23, 28.9, 501],
  [24, 30, 600],
  [25, 34.6, 660],
  [26, 35.6, 760],
  [27, 36.6, 875],
  [28, 37.6, 1005],
  [29, 38.6, 1153],
  [30, 39.9, 1319],
  [31, 41.1, 1502],
  [32, 42.4, 1702],
  [33, 43.7, 1918],
  [34, 45, 2146],
  [35, 46.2, 2383],
  [36, 47.4, 2622],
  [37, 48.6, 2859],
  [38, 49.8, 3083],
  [39, 50.7, 3288],
  [40, 51.2, 3462],
];

const TABLE: ReadonlyMap<number, BabyMeasurement> = new Map(
  ROWS.map(([week, lengthCm, weightG]) => [
    week,
    { week, lengthCm, weightG, measure: week >= CROWN_HEEL_FROM_WEEK ? 'crown-heel' : 'crown-rump' },
  ]),
);
const LAST_MEASURED_WEEK = ROWS[ROWS.length - 1]![0];

/**
 * The typical length and weight for a week of pregnancy.
 * @param week - the current week (whole weeks; fractions are read as the week they are in)
 * @returns the chart's row, the week-40 row for weeks 41-42, or null before week 8 and for no week
 */
export function babyMeasurements(week: number | null | undefined): BabyMeasurement | null {
  if (week == null || !Number.isFinite(week)) return null;
  const whole = Math.floor(week);
  if (whole < FIRST_MEASURED_WEEK) return null;
  return TABLE.get(Math.min(whole, LAST_MEASURED_WEEK)) ?? null;
}

const CM_PER_INCH = 2.54;
const G_PER_OUNCE = 28.349523125;
const OUNCES_PER_POUND = 16;

// Built on first use, not at import: building a formatter loads the runtime's number data, about
// 14 ms of a phone's start-up for pages that never show a measurement (docs/decisions/024).
let formatters: { oneDecimal: Intl.NumberFormat; wholeNumber: Intl.NumberFormat } | undefined;
const numbers = () =>
  (formatters ??= {
    oneDecimal: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }),
    wholeNumber: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  });

/**
 * A length in US units first, then metric: '10.1 in (25.6 cm)'.
 * @param cm - length in centimetres
 */
export function formatBabyLength(cm: number): string {
  return `${numbers().oneDecimal.format(cm / CM_PER_INCH)} in (${numbers().oneDecimal.format(cm)} cm)`;
}

/**
 * A weight in US units first, then metric: '10.6 oz (300 g)', '2.2 lb (1 kg)'. Below a tenth of
 * an ounce it says so rather than printing '0 oz'.
 * @param grams - weight in grams
 */
export function formatBabyWeight(grams: number): string {
  const ounces = grams / G_PER_OUNCE;
  if (ounces >= OUNCES_PER_POUND) {
    return `${numbers().oneDecimal.format(ounces / OUNCES_PER_POUND)} lb (${numbers().oneDecimal.format(grams / 1000)} kg)`;
  }
  const usUnits = ounces < 0.1 ? 'under 0.1 oz' : `${numbers().oneDecimal.format(ounces)} oz`;
  return `${usUnits} (${numbers().wholeNumber.format(grams)} g)`;
}
