import { trimesterOf } from '@bloom/pregnancy';

/*
 * The greeting hero's words, written once: the hero draws them, and the app keeps them for the
 * next visit's static first paint (app/home-shell.ts, docs/decisions/010).
 */

const TRIMESTER_NAMES = { 1: 'First trimester', 2: 'Second trimester', 3: 'Third trimester' } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const greetingText = (firstName: string) => `Hello, ${firstName}!`;

export const weekText = (week: number) => `Week ${week}`;

export const dayText = (day: number) => `· day ${day}`;

/** The week figure read out as a sentence ('Week 20 · day 3' is drawn, not spoken). */
export function spokenWeekText(week: number, day: number | null): string {
  return day === null || day === 0
    ? `You are ${plural(week, 'week', 'weeks')} along`
    : `You are ${plural(week, 'week', 'weeks')} and ${plural(day, 'day', 'days')} along`;
}

export const trimesterText = (week: number) => TRIMESTER_NAMES[trimesterOf(week)];

export function daysToGoText(days: number): string {
  if (days > 0) return `${plural(days, 'day', 'days')} to go`;
  return days === 0 ? 'Due today' : 'Past your due date';
}
