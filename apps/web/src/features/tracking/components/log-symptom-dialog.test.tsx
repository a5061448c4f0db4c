import { DASHBOARD_MOODS, type Symptom } from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aSymptom, deferred } from '../lib/fixtures.ts';
import { TrackerCard } from './tracker-card.tsx';

function renderTracker(post: () => Promise<[number, unknown]>, stored: Symptom[] = []) {
  const calls = serveFetch({
    'GET /api/symptoms': async () => [200, stored],
    'GET /api/moods': [200, []],
    'POST /api/symptoms': post,
  });
  renderWithApp(
    <>
      <TrackerCard moods={DASHBOARD_MOODS} />
      <Toaster />
    </>,
  );
  return calls;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Symptom' }));
  return screen.getByRole('dialog', { name: 'Log New Symptom' });
}

describe('Log New Symptom dialog', () => {
  it('shows the required-name message and sends nothing for a blank name', async () => {
    const user = userEvent.setup();
    const calls = renderTracker(async () => [201, aSymptom()]);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Symptom name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Log Symptom' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Symptom name is required');
    expect(within(dialog).getByLabelText('Symptom name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("chooses severity with five stars named by the spec's labels, defaulting to 1 'Very Mild'", async () => {
    const user = userEvent.setup();
    renderTracker(async () => [201, aSymptom()]);
    const dialog = await openDialog(user);
    const stars = within(within(dialog).getByRole('group', { name: 'Severity' })).getAllByRole('radio');
    expect(stars.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 Very Mild',
      '2 Mild',
      '3 Moderate',
      '4 Severe',
      '5 Very Severe',
    ]);
    expect(within(dialog).getByRole('radio', { name: '1 Very Mild' })).toBeChecked();
    // Stars up to the chosen one fill in, the same look the symptom list uses.
    const filled = () => stars.filter((r) => r.nextElementSibling?.classList.contains('fill-current')).length;
    expect(filled()).toBe(1);

    await user.click(within(dialog).getByRole('radio', { name: '4 Severe' }));
    expect(within(dialog).getByRole('radio', { name: '4 Severe' })).toBeChecked();
    expect(filled()).toBe(4);
    expect(within(dialog).getByText('4 · Severe')).toBeInTheDocument();

    // The arrow keys move through the stars, as in any radio group.
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('radio', { name: '3 Moderate' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '3 Moderate' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '5 Very Severe' })).toBeChecked();
    expect(filled()).toBe(5);
  });

  it('fills the name from a common-symptom chip, which stays editable and shows which is chosen', async () => {
    const user = userEvent.setup();
    const calls = renderTracker(async () => [201, aSymptom({ name: 'Back pain' })]);
    const dialog = await openDialog(user);
    const chips = within(within(dialog).getByRole('group', { name: 'Common symptoms' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual([
      'Nausea',
      'Fatigue',
      'Back pain',
      'Heartburn',
      'Headache',
      'Swelling',
      'Cramps',
      'Insomnia',
    ]);
    const name = within(dialog).getByLabelText('Symptom name');

    await user.click(within(dialog).getByRole('button', { name: 'Nausea' }));
    expect(name).toHaveValue('Nausea');
    expect(within(dialog).getByRole('button', { name: 'Nausea' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Back pain' }));
    expect(name).toHaveValue('Back pain');
    expect(within(dialog).getByRole('button', { name: 'Nausea' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('button', { name: 'Back pain' })).toHaveAttribute('aria-pressed', 'true');

    await user.type(name, ' (lower)');
    expect(within(dialog).getByRole('button', { name: 'Back pain' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Log Symptom' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Back pain (lower)' }),
    );
  });

  it('clears the required-name message once a chip fills the name', async () => {
    const user = userEvent.setup();
    renderTracker(async () => [201, aSymptom()]);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log Symptom' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Symptom name is required');
    await user.click(within(dialog).getByRole('button', { name: 'Headache' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
  });

  it("reads 'Logging...' while saving, then closes, resets, confirms and refetches the list", async () => {
    const user = userEvent.setup();
    const stored: Symptom[] = [];
    const answer = deferred<[number, unknown]>();
    const calls = renderTracker(() => answer.promise, stored);
    expect(await screen.findByText('No symptoms logged yet')).toBeInTheDocument();

    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Symptom name'), 'Back pain');
    await user.click(within(dialog).getByRole('radio', { name: '3 Moderate' }));
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'After the walk');
    await user.click(within(dialog).getByRole('button', { name: 'Log Symptom' }));

    const pending = await within(dialog).findByRole('button', { name: 'Logging...' });
    expect(pending).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Back pain',
      severity: 3,
      notes: 'After the walk',
      // Her device's id for the entry: a retry never stores it twice (issue 35).
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const created = aSymptom({ name: 'Back pain', severity: 3, notes: 'After the walk' });
    stored.push(created);
    answer.resolve([201, created]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Symptom logged')).toBeInTheDocument();
    expect(screen.getByText('Your symptom has been recorded successfully.')).toBeInTheDocument();
    // The list was fetched again and now shows the new symptom.
    expect(await screen.findByText('Back pain')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Severity 3 of 5' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/symptoms')).toHaveLength(2);

    const reopened = await openDialog(user);
    expect(within(reopened).getByLabelText('Symptom name')).toHaveValue('');
    expect(within(reopened).getByRole('radio', { name: '1 Very Mild' })).toBeChecked();
    expect(within(reopened).getByLabelText('Notes (optional)')).toHaveValue('');
  });

  it('keeps what was typed and says so when saving fails', async () => {
    const user = userEvent.setup();
    renderTracker(async () => [500, { message: 'Something went wrong on our side. Please try again.' }]);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Symptom name'), 'Headache');
    await user.click(within(dialog).getByRole('radio', { name: '4 Severe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log Symptom' }));

    expect(await screen.findByText('Failed to log symptom. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log New Symptom' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Symptom name')).toHaveValue('Headache');
    expect(within(dialog).getByRole('radio', { name: '4 Severe' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Log Symptom' })).toBeEnabled();
  });
});
