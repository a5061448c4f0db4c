import { weekBandOf, type BabySize } from './week-bands.ts';

/** Comparison used for every week outside the bands, including weeks 0-1 (spec §9: "otherwise cantaloupe"). */
export const DEFAULT_BABY_SIZE: BabySize = 'cantaloupe';

/**
 * Baby-size hint for the dashboard chip, exactly as spec §9 words it: weeks 2-4
 * poppy seed, 5-8 blueberry, 9-12 lime, 13-16 avocado, 17-20 banana, otherwise
 * cantaloupe. "Otherwise" is kept literally, so week 1, week 0 and a missing week
 * also read 'cantaloupe'; callers that want no chip for a missing week check that first.
 * @param week - weeks pregnant from the profile
 * @returns the fruit comparison
 */
export function babySize(week: number | null | undefined): BabySize {
  return weekBandOf(week)?.size ?? DEFAULT_BABY_SIZE;
}
