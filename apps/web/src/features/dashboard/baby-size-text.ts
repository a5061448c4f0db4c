import { babyComparison, babyMeasurements } from '@bloom/pregnancy';
import { formatNumber, i18n } from '@/lib/i18n/index.ts';

/*
 * The baby card's words in the language on screen (catalogue `dashboard:baby`). The numbers are
 * @bloom/pregnancy's (formatBabyLength, formatBabyWeight); baby-size-text.test.ts checks the
 * English here reads exactly as theirs, and each comparison as the package's thing with its article.
 */

const t = (key: string, options: Record<string, unknown> = {}): string =>
  // A key built here (`things.w${week}`): checked for every week by baby-size-text's tests.
  i18n.t(`baby.${key}` as 'baby.title', { ns: 'dashboard', ...options });

const CM_PER_INCH = 2.54;
const G_PER_OUNCE = 28.349523125;
const OUNCES_PER_POUND = 16;

const oneDecimal = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });
const wholeNumber = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });

/** 'Your baby is about the size of a lime', or null before week 2. */
export function babySizeText(week: number): string | null {
  const comparison = babyComparison(week);
  return comparison && t('size', { thing: t(`things.w${comparison.week}`) });
}

/** '10.1 in (25.6 cm)': US units first, then metric. */
export const babyLengthText = (cm: number) => t('inches', { n: oneDecimal(cm / CM_PER_INCH), cm: oneDecimal(cm) });

/** '10.6 oz (300 g)', '2.2 lb (1 kg)', 'under 0.1 oz (1 g)'. */
export function babyWeightText(grams: number): string {
  const ounces = grams / G_PER_OUNCE;
  if (ounces >= OUNCES_PER_POUND) {
    return t('pounds', { n: oneDecimal(ounces / OUNCES_PER_POUND), kg: oneDecimal(grams / 1000) });
  }
  const g = wholeNumber(grams);
  return ounces < 0.1 ? t('underOunce', { n: oneDecimal(0.1), g }) : t('ounces', { n: oneDecimal(ounces), g });
}

/** The words of the baby card's typical length and weight lines. */
export interface BabyMeasureTexts {
  /** 'Typical length: ', or 'Typical length at 40 weeks: ' after the chart's last week. */
  lengthLabel: string;
  /** 'about 10.1 in (25.6 cm)' */
  length: string;
  /** ', head to heel' or ', head to bottom' */
  measure: string;
  weightLabel: string;
  weight: string;
}

/** The card's length and weight lines for `week`, or null before they are charted (week 8). */
export function babyMeasureTexts(week: number): BabyMeasureTexts | null {
  const typical = babyMeasurements(week);
  if (!typical) return null;
  const own = typical.week === week;
  return {
    lengthLabel: own ? t('length') : t('lengthAt', { week: typical.week }),
    length: t('about', { value: babyLengthText(typical.lengthCm) }),
    measure: typical.measure === 'crown-heel' ? t('headToHeel') : t('headToBottom'),
    weightLabel: own ? t('weight') : t('weightAt', { week: typical.week }),
    weight: t('about', { value: babyWeightText(typical.weightG) }),
  };
}
