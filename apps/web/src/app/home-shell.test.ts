import type { UserProfile } from '@bloom/contract';
import { dueDateIso, toIsoDate } from '@bloom/pregnancy';
import { describe, expect, it } from 'vitest';
import { weekFiguresAt } from '../features/dashboard/week-day.ts';
import { testProfile } from '../testing/profile.ts';
import { dateChanges, homeShellOf } from './home-shell.ts';

const NOW = new Date('2026-03-04T10:00:00Z');
const DAY_MS = 86_400_000;

const profile = (fields: Partial<UserProfile> = {}) => testProfile(fields, NOW);

describe('the texts kept for the home copy (docs/decisions/010)', () => {
  it('are the frame and hero texts for today and the next two weeks, day after day without a gap', () => {
    const shell = homeShellOf(profile(), NOW)!;
    expect(shell.slots).toEqual({ initials: 'AR', greeting: 'Hello, Ana!' });
    expect(shell.days[0]).toEqual({
      from: NOW.getTime(),
      until: Date.parse('2026-03-05T00:00:00Z'),
      texts: {
        week: 'Week 18',
        day: '· day 0',
        spoken: 'You are 18 weeks along',
        trimester: 'Second trimester',
        toGo: '154 days to go',
        babySize: 'Your baby is about the size of a mango',
        babyLengthLabel: 'Typical length: ',
        babyLength: 'about 5.6 in (14.2 cm)',
        babyMeasure: ', head to bottom',
        babyWeightLabel: 'Typical weight: ',
        babyWeight: 'about 6.7 oz (190 g)',
      },
    });
    expect(shell.days.length).toBeGreaterThanOrEqual(13);
    for (const [i, day] of shell.days.slice(1).entries()) expect(day.from).toBe(shell.days[i]!.until);
    expect(shell.days[7]!.texts).toMatchObject({ week: 'Week 19', day: '· day 0', toGo: '147 days to go' });
  });

  it("leave her baby's card out before week 8, where it reads otherwise, and keep the rest", () => {
    const early = homeShellOf(profile({ dueDate: dueDateIso(6, NOW, 'UTC') }), NOW)!;
    expect(early.days[0]!.texts.week).toBe('Week 6');
    expect(Object.keys(early.days[0]!.texts).filter((slot) => slot.startsWith('baby'))).toEqual([]);
    // After the chart's last week, the card names the week its figures are for.
    const late = homeShellOf(profile({ dueDate: dueDateIso(41, NOW, 'UTC') }), NOW)!;
    expect(late.days[0]!.texts).toMatchObject({ week: 'Week 41', babyLengthLabel: 'Typical length at 40 weeks: ' });
  });

  it('change at her midnight where she lives, through a change of clocks', () => {
    // New York moves its clocks on 8 March 2026; Kathmandu is 5 h 45 min ahead of UTC.
    for (const timeZone of ['America/New_York', 'Asia/Kathmandu']) {
      const user = profile({ timeZone, dueDate: dueDateIso(18, NOW, timeZone) });
      for (const day of homeShellOf(user, NOW)!.days) {
        expect(toIsoDate(new Date(day.from), timeZone)).toBe(toIsoDate(new Date(day.until - 1), timeZone));
        expect(toIsoDate(new Date(day.until), timeZone)).not.toBe(toIsoDate(new Date(day.until - 1000), timeZone));
        const { week } = weekFiguresAt(user, new Date(day.until - 1));
        expect(day.texts.week).toBe(`Week ${week}`);
      }
    }
  });

  it('finds every change of date to the second', () => {
    const changes = dateChanges(NOW, 'America/New_York', 14);
    expect(changes).toHaveLength(14);
    // 8 March is 23 hours long there.
    expect(
      changes.map((c, i) => (i === 0 ? null : c - changes[i - 1]!)).filter((d) => d !== null && d !== DAY_MS),
    ).toEqual([DAY_MS - 3_600_000]);
  });

  it('are not kept where the copy would not be her home page', () => {
    expect(homeShellOf(profile({ isAdmin: true }), NOW)).toBeNull();
    expect(homeShellOf(profile({ isPregnant: false }), NOW)).toBeNull();
    expect(homeShellOf(profile({ dueDate: null }), NOW)).toBeNull();
    // More than two weeks past the due date the hero shows week 42 without a day.
    expect(homeShellOf(profile({ dueDate: toIsoDate(new Date(NOW.getTime() - 30 * DAY_MS), 'UTC') }), NOW)).toBeNull();
  });
});
