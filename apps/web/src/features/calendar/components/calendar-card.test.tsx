import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProfile, anEntry, pregnantAt, renderCalendar } from '../testing/render-calendar.tsx';

describe('CalendarCard', () => {
  beforeEach(() => {
    // Only Date is faked: the queries' own timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 12, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows two entry icons and +N in a busy day cell, with the count in its name', async () => {
    await renderCalendar({
      entries: [
        anEntry({ title: 'Yoga', type: 'activity' }),
        anEntry({ title: 'Scan', type: 'event' }),
        anEntry({ title: 'Kick', type: 'milestone' }),
        anEntry({ title: 'Craving', type: 'note' }),
        anEntry({ date: '2026-11-05', title: 'Lunch', type: 'food' }),
      ],
    });
    const busy = await screen.findByRole('button', { name: 'November 22, today, 4 entries' });
    expect(busy).toHaveTextContent('+2');
    expect(busy.querySelectorAll('svg')).toHaveLength(2);
    expect(busy).toHaveAttribute('aria-current', 'date');

    const single = screen.getByRole('button', { name: 'November 5, 1 entry' });
    expect(single.querySelectorAll('svg')).toHaveLength(1);
    expect(single).not.toHaveTextContent('+');
    expect(screen.getByRole('button', { name: 'November 6, no entries' })).toBeInTheDocument();
  });

  it("lists the selected day's entries with their type and 12-hour time", async () => {
    const user = userEvent.setup();
    await renderCalendar({
      entries: [
        anEntry({ title: 'Glucose test', type: 'event', time: '08:30', description: 'Fasting' }),
        anEntry({ date: '2026-11-05', title: 'Lunch with Mia', type: 'food' }),
      ],
    });
    const today = await screen.findByRole('list', { name: 'Entries for November 22' });
    expect(within(today).getByText('Glucose test')).toBeInTheDocument();
    expect(within(today).getByText('Event · 8:30 AM')).toBeInTheDocument();
    expect(within(today).getByText('Fasting')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'November 5, 1 entry' }));
    const fifth = screen.getByRole('list', { name: 'Entries for November 5' });
    expect(within(fifth).getByText('Lunch with Mia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'November 5, 1 entry' }).closest('[role="gridcell"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('moves the selection and focus with the arrow keys, one tab stop for the whole grid', async () => {
    const user = userEvent.setup();
    await renderCalendar();
    const today = await screen.findByRole('button', { name: 'November 22, today, no entries' });
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([today]);

    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'November 23, no entries' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'November 16, no entries' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'November 16' })).toBeInTheDocument();
  });

  it('moves between months with the buttons and loads each month once', async () => {
    const user = userEvent.setup();
    const { calls } = await renderCalendar({
      routes: {
        'GET /api/calendar/entries?month=2026-12': [200, [anEntry({ date: '2026-12-24', title: 'Eve' })]],
      },
    });
    await screen.findByRole('button', { name: 'November 22, today, no entries' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('button', { name: 'December 24, 1 entry' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('button', { name: 'November 22, today, no entries' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(calls.filter((c) => c.path.startsWith('/api/calendar')).map((c) => c.path)).toEqual([
      '/api/calendar/entries?month=2026-11',
      '/api/calendar/entries?month=2026-12',
    ]);
  });

  it('offers the baby gender choice in weeks 17-20 and saves it on the profile', async () => {
    const user = userEvent.setup();
    let stored = aProfile(pregnantAt(18));
    const { calls } = await renderCalendar({
      routes: {
        'GET /api/user/profile': async () => [200, stored],
        'PATCH /api/user/profile': async () => {
          stored = { ...stored, babyGender: 'girl' };
          return [200, stored];
        },
      },
    });
    const girl = await screen.findByRole('button', { name: 'Girl' });
    expect(girl).toHaveAttribute('aria-pressed', 'false');
    await user.click(girl);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Girl' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Boy' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ babyGender: 'girl' });
    // The profile is refetched so every screen shows the choice.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/user/profile' && c.method === 'GET')).toHaveLength(2),
    );
  });

  it.each([
    ['week 16', () => pregnantAt(16)],
    ['week 21', () => pregnantAt(21)],
    ['a partner who is not pregnant', () => ({ isPregnant: false, pregnancyWeeks: null, dueDate: null })],
    ['an unknown week', () => ({ pregnancyWeeks: null, dueDate: null })],
  ])('does not offer the baby gender choice to %s', async (_, fields) => {
    await renderCalendar({ profile: aProfile(fields()) });
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: 'Girl' })).not.toBeInTheDocument();
  });

  it('counts the week from the due date in her time zone, so a loaded week 16 can already be week 17', async () => {
    // Noon UTC on 22 November is already 23 November in Kiritimati (UTC+14), where week 17 has begun.
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    const { unmount } = await renderCalendar({
      profile: aProfile({ pregnancyWeeks: 16, dueDate: '2027-05-03', timeZone: 'Pacific/Kiritimati' }),
    });
    expect(await screen.findByRole('button', { name: 'Girl' })).toBeInTheDocument();
    unmount();

    await renderCalendar({ profile: aProfile({ pregnancyWeeks: 16, dueDate: '2027-05-03', timeZone: 'UTC' }) });
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: 'Girl' })).not.toBeInTheDocument();
  });
});
