import { trimesterOf } from '@bloom/pregnancy';
import { i18n } from '@/lib/i18n/index.ts';

/*
 * The greeting hero's words, written once: the hero draws them, and the app keeps them for the
 * next visit's static first paint (app/home-shell.ts, docs/decisions/010). In the language on
 * screen (catalogue `dashboard:hero`); a component drawing them re-renders on a change (useT).
 */

const t = (key: string, options: Record<string, unknown> = {}): string =>
  // A key built here (`trimester${n}`, plural forms by count): checked by hero-text's tests.
  i18n.t(`hero.${key}` as 'hero.greeting', { ns: 'dashboard', ...options });

export const greetingText = (firstName: string) => t('greeting', { firstName });

export const weekText = (week: number) => t('week', { week });

export const dayText = (day: number) => t('day', { day });

/** The week figure read out as a sentence ('Week 20 · day 3' is drawn, not spoken). */
export function spokenWeekText(week: number, day: number | null): string {
  return day === null || day === 0
    ? t('spokenWeeks', { count: week })
    : t('spokenWeeksDays', { weeks: t('weeks', { count: week }), days: t('days', { count: day }) });
}

export const trimesterText = (week: number) => t(`trimester${trimesterOf(week)}`);

export function daysToGoText(days: number): string {
  if (days > 0) return t('daysToGo', { count: days });
  return days === 0 ? t('dueToday') : t('pastDue');
}
