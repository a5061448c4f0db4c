import { babyComparison } from './baby-comparisons.ts';

/**
 * The baby-size hint for the dashboard chip: this week's comparison (baby-comparisons.ts), which
 * agrees with the typical length and weight shown beside it. Spec §9's bands (poppy seed, blueberry,
 * lime, avocado, banana, "otherwise cantaloupe") named one fruit for up to twenty weeks at a time,
 * so a 27.8 cm baby read 'cantaloupe'; each band's fruit keeps the week where it fits the chart
 * (docs/product-decisions.md).
 * @param week - weeks pregnant from the profile
 * @returns the thing, without an article ('poppy seed' for weeks 2-4, 'large pumpkin' from week
 *   40), or null before week 2 and for no week
 */
export function babySize(week: number | null | undefined): string | null {
  return babyComparison(week)?.thing ?? null;
}
