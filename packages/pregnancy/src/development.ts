import { weekBandOf, type DevelopmentBand } from './week-bands.ts';

/** First week the baby gender choice (girl or boy) is offered (spec §2, 'Other dashboard and profile items'). */
export const GENDER_CHOICE_FIRST_WEEK = 17;

/** Last week the baby gender choice is offered. */
export const GENDER_CHOICE_LAST_WEEK = 20;

/**
 * Which monthly development illustration to show (spec §9: images exist for
 * weeks 2-4, 5-8, 9-12, 13-16 and 17-20).
 * @param week - weeks pregnant from the profile
 * @returns the band key, or null outside those weeks (no illustration)
 */
export function developmentBand(week: number | null | undefined): DevelopmentBand | null {
  return weekBandOf(week)?.band ?? null;
}

/**
 * Whether the calendar offers the baby gender choice; it is shown in weeks 17-20,
 * the band whose development images are gender-specific.
 * @param week - weeks pregnant from the profile
 * @returns true for weeks 17 to 20 (fractions up to, not including, 21)
 */
export function showsBabyGenderChoice(week: number | null | undefined): boolean {
  if (week == null || !Number.isFinite(week)) {
    return false;
  }
  return week >= GENDER_CHOICE_FIRST_WEEK && week < GENDER_CHOICE_LAST_WEEK + 1;
}
