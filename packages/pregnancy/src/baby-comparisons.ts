/**
 * "Your baby is about the size of …": one everyday comparison for each week from 4 to 40, chosen
 * to agree with the typical length and weight the same card shows (baby-measurements.ts), so the
 * words and the numbers never contradict each other (issue 33: 'cantaloupe' next to 27.8 cm for ten
 * weeks running).
 *
 * How each row was chosen, and what baby-comparisons.test.ts checks:
 * - Weeks 4-7 (no charted numbers; the card says "a few millimetres"): a seed, a lentil, a
 *   blueberry, each smaller than the week-8 length and growing week by week.
 * - Weeks 8-19 (the baby curled up, measured head to bottom): the thing's length is within 40 % of
 *   the charted length, and the things grow (never shorter than the week before).
 * - Weeks 20-40 (head to heel; what parents picture now is heft): the thing weighs within 40 % of
 *   the charted weight, the things get heavier week by week, and none is longer than the baby.
 *
 * The baby's numbers are the chart's (BABY_MEASUREMENTS_SOURCE). The things' lengths and weights are
 * typical produce sizes, rounded; they are here only to keep the comparison honest, never shown.
 * Where the spec's §9 bands name a fruit (poppy seed, blueberry, lime, avocado, banana,
 * cantaloupe), that fruit keeps the week where it fits the chart: weeks 4, 7, 12, 16, 20 and 30.
 */

export interface BabyComparison {
  readonly week: number;
  /** The thing, without an article: 'poppy seed', 'ear of corn'. */
  readonly thing: string;
  /** Its typical longest dimension, in cm. */
  readonly thingLengthCm: number;
  /** Its typical weight, in grams. */
  readonly thingWeightG: number;
  /** The drawing family the web app uses for it. */
  readonly shape: ComparisonShape;
}

/** The small drawing beside the comparison (a seed, a berry, a round fruit, a long one, a melon). */
export type ComparisonShape = 'seed' | 'berry' | 'round' | 'pear' | 'long' | 'melon';

/** First and last week with a comparison of its own; weeks 2-3 use week 4's, 41-42 week 40's. */
export const FIRST_COMPARED_WEEK = 4;
export const LAST_COMPARED_WEEK = 40;
/** From this week the comparison is by weight (the chart measures head to heel from week 20). */
export const COMPARED_BY_WEIGHT_FROM_WEEK = 20;

// [week, thing, length cm, weight g, shape]
const ROWS: readonly (readonly [number, string, number, number, ComparisonShape])[] = [
  [4, 'poppy seed', 0.1, 0.0005, 'seed'],
  [5, 'sesame seed', 0.3, 0.004, 'seed'],
  [6, 'lentil', 0.6, 0.06, 'seed'],
  [7, 'blueberry', 1.2, 1.5, 'berry'],
  [8, 'raspberry', 1.8, 4, 'berry'],
  [9, 'grape', 2.3, 5, 'berry'],
  [10, 'kumquat', 3.2, 15, 'round'],
  [11, 'fig', 4.5, 45, 'pear'],
  [12, 'lime', 5.5, 65, 'round'],
  [13, 'lemon', 7, 100, 'round'],
  [14, 'orange', 8, 150, 'round'],
  [15, 'apple', 8, 180, 'round'],
  [16, 'avocado', 11, 200, 'pear'],
  [17, 'sweet potato', 13, 200, 'long'],
  [18, 'mango', 14, 300, 'pear'],
  [19, 'zucchini', 16, 250, 'long'],
  [20, 'banana', 20, 180, 'long'],
  [21, 'grapefruit', 13, 400, 'round'],
  [22, 'papaya', 18, 450, 'pear'],
  [23, 'large mango', 16, 550, 'pear'],
  [24, 'head of cauliflower', 17, 600, 'round'],
  [25, 'butternut squash', 25, 700, 'pear'],
  [26, 'coconut', 15, 800, 'round'],
  [27, 'head of cabbage', 18, 900, 'round'],
  [28, 'pineapple', 30, 1000, 'pear'],
  [29, 'spaghetti squash', 25, 1200, 'melon'],
  [30, 'cantaloupe', 17, 1400, 'melon'],
  [31, 'napa cabbage', 40, 1600, 'long'],
  [32, 'large cantaloupe', 20, 1800, 'melon'],
  [33, 'large pineapple', 35, 2000, 'pear'],
  [34, 'mini watermelon', 22, 2200, 'melon'],
  [35, 'honeydew melon', 22, 2500, 'melon'],
  [36, 'small pumpkin', 22, 2700, 'melon'],
  [37, 'small watermelon', 25, 2900, 'melon'],
  [38, 'pumpkin', 28, 3100, 'melon'],
  [39, 'watermelon', 28, 3300, 'melon'],
  [40, 'large pumpkin', 30, 3500, 'melon'],
];

/** Every week's comparison, weeks 4 to 40 in order. */
export const BABY_COMPARISONS: readonly BabyComparison[] = ROWS.map(
  ([week, thing, thingLengthCm, thingWeightG, shape]) => ({ week, thing, thingLengthCm, thingWeightG, shape }),
);

/**
 * The comparison for a week of pregnancy.
 * @param week - the current week (fractions are read as the week they are in)
 * @returns week 4's for weeks 2-3 (there is an embryo from conception, two weeks in), week 40's
 *   after it, and null before week 2 or for no week (nothing to compare yet)
 */
export function babyComparison(week: number | null | undefined): BabyComparison | null {
  if (week == null || !Number.isFinite(week)) return null;
  const whole = Math.floor(week);
  if (whole < 2) return null;
  const clamped = Math.min(Math.max(whole, FIRST_COMPARED_WEEK), LAST_COMPARED_WEEK);
  return BABY_COMPARISONS[clamped - FIRST_COMPARED_WEEK] ?? null;
}
