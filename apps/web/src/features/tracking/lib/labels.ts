import { DASHBOARD_MOODS, TRACKING_MOODS } from '@bloom/contract';
import type { TFunction } from 'i18next';

type Mood = (typeof DASHBOARD_MOODS)[number] | (typeof TRACKING_MOODS)[number];
const MOODS: ReadonlySet<string> = new Set<string>([...DASHBOARD_MOODS, ...TRACKING_MOODS]);

/**
 * A mood in the language on screen. Moods are stored by their English word (the contract's
 * lists); an older entry with another word is shown as it was written.
 */
export function moodName(t: TFunction<'tracking'>, mood: string): string {
  return MOODS.has(mood) ? t(`moods.${mood as Mood}`) : mood;
}
