import type { UserProfile } from '@bloom/contract';
import { toIsoDate } from '@bloom/pregnancy';
import { useEffect } from 'react';
import {
  daysToGoText,
  dayText,
  greetingText,
  spokenWeekText,
  trimesterText,
  weekText,
} from '../features/dashboard/hero-text.ts';
import { babyMeasureTexts, babySizeText } from '../features/dashboard/baby-size-text.ts';
import { weekFiguresAt } from '../features/dashboard/week-day.ts';
import { homeShellStorage, type HomeShell } from '../lib/boot/home-shell.ts';
import { whenIdle } from '../lib/boot/when-idle.ts';
import { initialsOf } from './layout/header.tsx';

const HOUR_MS = 3_600_000;
/** Long enough for someone who opens BLOOM most weeks; after that the loading screen shows once. */
const DAYS_AHEAD = 14;

/**
 * The instants her calendar date changes in the next `days` days, found to the second: hour by
 * hour (no time zone moves its date twice in an hour), then halving the hour it changed in.
 */
export function dateChanges(now: Date, timeZone: string, days: number): number[] {
  const dateAt = (ms: number) => toIsoDate(new Date(ms), timeZone);
  const changes: number[] = [];
  for (let before = now.getTime(), hour = 1; hour <= days * 24; hour += 1) {
    const after = now.getTime() + hour * HOUR_MS;
    const date = dateAt(after);
    if (date !== dateAt(before)) {
      let [low, high] = [before, after];
      while (high - low > 1000) {
        const middle = Math.floor((low + high) / 2);
        if (dateAt(middle) === date) high = middle;
        else low = middle;
      }
      changes.push(high);
    }
    before = after;
  }
  return changes;
}

/**
 * The baby card's words for `week`, by slot name, where the card is the copy's: a size and a
 * charted length and weight. Before week 8 the card reads otherwise, and the boot script leaves
 * it out of the copy (data-part).
 */
function babyTexts(week: number): Record<string, string> {
  const size = babySizeText(week);
  const measures = babyMeasureTexts(week);
  if (!size || !measures) return {};
  return {
    babySize: size,
    babyLengthLabel: measures.lengthLabel,
    babyLength: measures.length,
    babyMeasure: measures.measure,
    babyWeightLabel: measures.weightLabel,
    babyWeight: measures.weight,
  };
}

/**
 * The texts index.html's home copy needs for the next visits (docs/decisions/010), or null where
 * that copy would not be what the app draws: an administrator (no usage card), someone not
 * pregnant or without a due date, or a week outside the figures the hero shows with a day.
 * Today runs from now (when these texts were made) to her next midnight.
 */
export function homeShellOf(user: UserProfile, now: Date): HomeShell | null {
  if (user.isAdmin || !user.isPregnant) return null;
  try {
    const starts = [now.getTime(), ...dateChanges(now, user.timeZone, DAYS_AHEAD)];
    const days: HomeShell['days'] = [];
    for (let i = 0; i + 1 < starts.length; i += 1) {
      const { week, day, daysToGo } = weekFiguresAt(user, new Date(starts[i]!));
      if (week === null || day === null || daysToGo === null) continue;
      days.push({
        from: starts[i]!,
        until: starts[i + 1]!,
        texts: {
          week: weekText(week),
          day: dayText(day),
          spoken: spokenWeekText(week, day),
          trimester: trimesterText(week),
          toGo: daysToGoText(daysToGo),
          ...babyTexts(week),
        },
      });
    }
    if (days.length === 0) return null;
    return { slots: { initials: initialsOf(user), greeting: greetingText(user.firstName) }, days };
  } catch {
    // A time zone this browser does not know: no copy, the loading screen shows next time.
    return null;
  }
}

/**
 * Keeps the home copy's texts up to date with the profile each time the home page is drawn, once
 * the browser is idle (two weeks of days take a few milliseconds to work out).
 */
export function useRememberHome(user: UserProfile) {
  useEffect(() => whenIdle(() => homeShellStorage.save(homeShellOf(user, new Date()))), [user]);
}
