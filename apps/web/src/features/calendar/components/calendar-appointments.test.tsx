import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAppointment, anEntry, renderCalendar } from '../testing/render-calendar.tsx';

describe('appointments on the calendar', () => {
  // A zone behind UTC, so a late-evening appointment falls on the next day in UTC.
  const savedZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (savedZone === undefined) delete process.env.TZ;
    else process.env.TZ = savedZone;
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 12, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts an appointment on the day it falls on in her own time zone, not in UTC', async () => {
    const lateEvening = new Date(2026, 10, 24, 23, 30);
    expect(lateEvening.toISOString().slice(0, 10)).toBe('2026-11-25'); // UTC's day is the next one
    await renderCalendar({
      appointments: [
        anAppointment({ title: 'Night triage call', dateTime: lateEvening.toISOString(), location: 'Phone' }),
      ],
    });
    expect(await screen.findByRole('button', { name: 'November 24, no entries, 1 appointment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'November 25, no entries' })).toBeInTheDocument();
  });

  it("lists the selected day's appointments with time, provider and a sample or cancelled mark", async () => {
    const user = userEvent.setup();
    await renderCalendar({
      entries: [anEntry({ date: '2026-11-26', title: 'Bring snacks' })],
      appointments: [
        anAppointment({ title: 'Glucose test', dateTime: new Date(2026, 10, 26, 8, 30).toISOString() }),
        anAppointment({
          title: 'Tour of the ward',
          providerName: 'Dr. Marigold Thistlewood',
          providerIsSample: true,
          dateTime: new Date(2026, 10, 26, 14, 0).toISOString(),
        }),
        anAppointment({
          title: 'Old slot',
          status: 'cancelled',
          dateTime: new Date(2026, 10, 26, 16, 0).toISOString(),
        }),
      ],
    });
    // The cell counts the two that still stand.
    const cell = await screen.findByRole('button', { name: 'November 26, 1 entry, 2 appointments' });
    await user.click(cell);

    const list = screen.getByRole('list', { name: 'Appointments on November 26' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Glucose testAppointment · 8:30 AM · Dr. Jane Real',
      'Tour of the wardAppointment · 2:00 PM · Dr. Marigold Thistlewood (Sample)',
      'Old slotAppointment · 4:00 PM · Dr. Jane Real · Cancelled',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Entries for November 26' })).getByText('Bring snacks'),
    ).toBeVisible();
  });

  it('shows no appointment list on a day without any', async () => {
    await renderCalendar({
      appointments: [anAppointment({ dateTime: new Date(2026, 10, 3, 10, 0).toISOString() })],
    });
    await screen.findByRole('button', { name: 'November 3, no entries, 1 appointment' });
    expect(screen.queryByRole('list', { name: /^Appointments on / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'November 22, today, no entries' })).toBeInTheDocument();
  });
});
