import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anEntry, openAddForms, renderCalendar } from '../testing/render-calendar.tsx';

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string, form: string) {
  return openAddForms(user, { name, form });
}

describe('food and activity tracking', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 12, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for at least one food item and sends nothing without one', async () => {
    const user = userEvent.setup();
    const { calls } = await renderCalendar();
    const form = await openTab(user, 'Food', 'Track food');
    await user.type(within(form).getByLabelText('Food items'), ' , ');
    await user.click(within(form).getByRole('button', { name: 'Track food' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'No food items - Please add at least one food item to track.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('tracks the food items of the selected day, split at commas and new lines', async () => {
    const user = userEvent.setup();
    const { calls, entries } = await renderCalendar({
      routes: {
        'POST /api/calendar/food-tracking': async () => {
          const created = anEntry({ type: 'food', title: 'Food: oatmeal, pear, yogurt' });
          entries.push(created);
          return [201, created];
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'November 22, today, no entries' }));
    const form = await openTab(user, 'Food', 'Track food');
    await user.type(within(form).getByLabelText('Food items'), 'oatmeal, pear{Enter}yogurt');
    await user.click(within(form).getByRole('button', { name: 'Track food' }));

    expect(await screen.findByText('Food tracked')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      date: '2026-11-22',
      foodItems: ['oatmeal', 'pear', 'yogurt'],
      notes: null,
    });
    expect(await screen.findByText('Food: oatmeal, pear, yogurt')).toBeInTheDocument();
    expect(within(form).getByLabelText('Food items')).toHaveValue('');
  });

  it("shows 'Failed to track food' when the call fails", async () => {
    const user = userEvent.setup();
    await renderCalendar({ routes: { 'POST /api/calendar/food-tracking': [500, { message: 'boom' }] } });
    const form = await openTab(user, 'Food', 'Track food');
    await user.type(within(form).getByLabelText('Food items'), 'soup');
    await user.click(within(form).getByRole('button', { name: 'Track food' }));
    expect(await screen.findByText('Failed to track food')).toBeInTheDocument();
  });

  it('asks for at least one activity, then tracks activities with the energy level', async () => {
    const user = userEvent.setup();
    const { calls } = await renderCalendar({
      routes: {
        'POST /api/calendar/activity-tracking': [201, anEntry({ type: 'activity', title: 'Activity: swim' })],
      },
    });
    const form = await openTab(user, 'Activity', 'Track activity');
    expect(within(form).getByLabelText('Energy level')).toHaveValue('3');
    await user.click(within(form).getByRole('button', { name: 'Track activities' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'No activities - Please add at least one activity to track.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText('Activities'), 'swim');
    await user.selectOptions(within(form).getByLabelText('Energy level'), '4');
    await user.type(within(form).getByLabelText('Notes (optional)'), 'Felt great');
    await user.click(within(form).getByRole('button', { name: 'Track activities' }));
    expect(await screen.findByText('Activities tracked')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      date: '2026-11-22',
      activities: ['swim'],
      energyLevel: 4,
      notes: 'Felt great',
    });
  });

  it("shows 'Failed to track activities' when the call fails", async () => {
    const user = userEvent.setup();
    await renderCalendar({ routes: { 'POST /api/calendar/activity-tracking': [500, { message: 'boom' }] } });
    const form = await openTab(user, 'Activity', 'Track activity');
    await user.type(within(form).getByLabelText('Activities'), 'walk');
    await user.click(within(form).getByRole('button', { name: 'Track activities' }));
    expect(await screen.findByText('Failed to track activities')).toBeInTheDocument();
  });
});
