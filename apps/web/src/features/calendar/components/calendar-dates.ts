import { addIsoDays, daysInMonth } from '@bloom/pregnancy';
import { formatTime } from '@/lib/i18n/format-time.ts';
import { formatIsoDate } from '@/lib/i18n/index.ts';

/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings. Dates are handled as UTC midnights so adding
 * days never lands an hour off across a daylight-saving change in the person's own zone.
 */

/** The weekdays' short names, Sunday first (en-US weeks), in the language on screen: 'Sun' / 'dom'. */
export function weekdays(): string[] {
  // 2026-03-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => formatIsoDate(`2026-03-0${i + 1}`, { weekday: 'short' }));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parts(iso: string): { year: number; month: number; day: number } {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day: day || 1 };
}

const toUtc = (iso: string) => {
  const { year, month, day } = parts(iso);
  return new Date(Date.UTC(year, month - 1, day));
};

/** Whole days later (or earlier): the pregnancy package's calendar arithmetic. */
export const addDays = addIsoDays;

/** The same day `months` months away, kept inside the shorter month (Jan 31 + 1 → Feb 28). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parts(iso);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, daysInMonth(y, m)))}`;
}

export const weekdayOf = (iso: string) => toUtc(iso).getUTCDay();
export const monthOf = (iso: string) => iso.slice(0, 7);

/** 'November 2026' ('noviembre de 2026') for the month of a date. */
export function monthTitle(iso: string): string {
  return formatIsoDate(`${monthOf(iso)}-01`, { month: 'long', year: 'numeric' });
}

/** 'November 22' ('22 de noviembre') for a date. */
export function dayTitle(iso: string): string {
  const { year, month, day } = parts(iso);
  return formatIsoDate(`${pad(year, 4)}-${pad(month)}-${pad(day)}`, { month: 'long', day: 'numeric' });
}

/**
 * The month as weeks of seven cells, Sunday first (en-US); cells outside the month are null.
 * @param anyDayOfMonth - a 'YYYY-MM-DD' date in the month to draw
 */
export function monthWeeks(anyDayOfMonth: string): (string | null)[][] {
  const { year, month } = parts(anyDayOfMonth);
  const first = `${pad(year, 4)}-${pad(month)}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(`${pad(year, 4)}-${pad(month)}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** An entry's 'HH:mm' as 12-hour time (spec §9), e.g. '7:30 PM' ('7:30 p.m.'). */
export function entryTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return formatTime(new Date(2000, 0, 1, hours, minutes));
}
