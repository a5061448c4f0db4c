import { DASHBOARD_MOODS, TRACKING_MOODS, type Mood } from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aMood, deferred } from '../lib/fixtures.ts';
import { TrackerCard } from './tracker-card.tsx';

function renderTracker(
  post: () => Promise<[number, unknown]>,
  { stored = [], moods = DASHBOARD_MOODS }: { stored?: Mood[]; moods?: readonly string[] } = {},
) {
  const calls = serveFetch({
    'GET /api/symptoms': [200, []],
    'GET /api/moods': async () => [200, stored],
    'POST /api/moods': post,
  });
  renderWithApp(
    <>
      <TrackerCard moods={moods} />
      <Toaster />
    </>,
  );
  return calls;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Update Mood' }));
  return screen.getByRole('dialog', { name: 'Update Your Mood' });
}

const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Update Mood' });

describe('Update Your Mood dialog', () => {
  it('offers the dashboard moods as radio buttons and energy 1-5 defaulting to 3', async () => {
    const user = userEvent.setup();
    renderTracker(async () => [201, aMood()]);
    const dialog = await openDialog(user);
    const moods = within(within(dialog).getByRole('group', { name: 'Mood' })).getAllByRole('radio');
    expect(moods.map((r) => r.getAttribute('value'))).toEqual([...DASHBOARD_MOODS]);
    expect(moods.some((r) => (r as HTMLInputElement).checked)).toBe(false);

    const energy = within(within(dialog).getByRole('group', { name: 'Energy level' })).getAllByRole('radio');
    expect(energy.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Very Low (1 of 5)',
      'Low (2 of 5)',
      'Moderate (3 of 5)',
      'High (4 of 5)',
      'Very High (5 of 5)',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Moderate (3 of 5)' })).toBeChecked();
  });

  it('shows an icon beside each mood and moves through them with the arrow keys', async () => {
    const user = userEvent.setup();
    renderTracker(async () => [201, aMood()]);
    const dialog = await openDialog(user);
    const group = within(dialog).getByRole('group', { name: 'Mood' });
    for (const radio of within(group).getAllByRole('radio')) {
      expect(radio.nextElementSibling?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    // The icons are drawn differently, not one icon for all.
    const icons = within(group)
      .getAllByRole('radio')
      .map((r) => r.nextElementSibling?.querySelector('svg')?.innerHTML);
    expect(new Set(icons).size).toBe(DASHBOARD_MOODS.length);

    await user.click(within(dialog).getByRole('radio', { name: 'Good' }));
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: 'Okay' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Okay' })).toHaveFocus();
  });

  it('offers the tracking-area moods when given them', async () => {
    const user = userEvent.setup();
    renderTracker(async () => [201, aMood()], { moods: TRACKING_MOODS });
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: 'Happy' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Calm' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Excellent' })).not.toBeInTheDocument();
  });

  it('shows the required-mood and tag messages and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = renderTracker(async () => [201, aMood()]);
    const dialog = await openDialog(user);
    await user.click(submit(dialog));
    expect(await within(dialog).findByText('Mood is required')).toHaveAttribute('role', 'alert');

    await user.click(within(dialog).getByRole('radio', { name: 'Okay' }));
    await user.type(within(dialog).getByLabelText('Tags (optional)'), `calm, ${'x'.repeat(31)}`);
    await user.click(submit(dialog));
    expect(await within(dialog).findByText('Each tag must be at most 30 characters')).toBeInTheDocument();
    expect(within(dialog).queryByText('Mood is required')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("reads 'Updating...' while saving, then closes, resets, confirms and refetches the mood", async () => {
    const user = userEvent.setup();
    const stored: Mood[] = [];
    const answer = deferred<[number, unknown]>();
    const calls = renderTracker(() => answer.promise, { stored });
    expect(await screen.findByText('No mood logged yet')).toBeInTheDocument();

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Good' }));
    await user.click(within(dialog).getByRole('radio', { name: 'High (4 of 5)' }));
    await user.type(within(dialog).getByLabelText('Tags (optional)'), 'rested, hopeful,');
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Slept well');
    await user.click(submit(dialog));

    expect(await within(dialog).findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      mood: 'Good',
      energy: 4,
      tags: ['rested', 'hopeful'],
      notes: 'Slept well',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const created = aMood({ mood: 'Good', energy: 4, tags: ['rested', 'hopeful'], notes: 'Slept well' });
    stored.push(created);
    answer.resolve([201, created]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Mood updated')).toBeInTheDocument();
    expect(screen.getByText('Your mood has been recorded successfully.')).toBeInTheDocument();
    expect(await screen.findByText('4/5')).toBeInTheDocument();
    expect(screen.getByText('Good')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/moods')).toHaveLength(2);

    const reopened = await openDialog(user);
    expect(within(reopened).getByRole('radio', { name: 'Good' })).not.toBeChecked();
    expect(within(reopened).getByRole('radio', { name: 'Moderate (3 of 5)' })).toBeChecked();
    expect(within(reopened).getByLabelText('Tags (optional)')).toHaveValue('');
    expect(within(reopened).getByLabelText('Notes (optional)')).toHaveValue('');
  });

  it('keeps the choices and says so when saving fails', async () => {
    const user = userEvent.setup();
    renderTracker(async () => [500, { message: 'Something went wrong on our side. Please try again.' }]);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Tired' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Low (2 of 5)' }));
    await user.type(within(dialog).getByLabelText('Tags (optional)'), 'sore back');
    await user.click(submit(dialog));

    expect(await screen.findByText('Failed to update mood. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Tired' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Low (2 of 5)' })).toBeChecked();
    expect(within(dialog).getByLabelText('Tags (optional)')).toHaveValue('sore back');
    expect(submit(dialog)).toBeEnabled();
  });
});
