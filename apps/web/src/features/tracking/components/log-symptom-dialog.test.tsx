import { DASHBOARD_MOODS, type Symptom } from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { renderWithApp, serveFetch } from '../../../testing/render.tsx';
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

  it("offers the five severity labels, defaulting to 1 'Very Mild'", async () => {
    const user = userEvent.setup();
    renderTracker(async () => [201, aSymptom()]);
    const dialog = await openDialog(user);
    const severity = within(dialog).getByLabelText('Severity');
    expect(severity).toHaveValue('1');
    expect(
      within(severity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 – Very Mild', '2 – Mild', '3 – Moderate', '4 – Severe', '5 – Very Severe']);
  });

  it("reads 'Logging...' while saving, then closes, resets, confirms and refetches the list", async () => {
    const user = userEvent.setup();
    const stored: Symptom[] = [];
    const answer = deferred<[number, unknown]>();
    const calls = renderTracker(() => answer.promise, stored);
    expect(await screen.findByText('No symptoms logged yet')).toBeInTheDocument();

    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Symptom name'), 'Back pain');
    await user.selectOptions(within(dialog).getByLabelText('Severity'), '3');
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'After the walk');
    await user.click(within(dialog).getByRole('button', { name: 'Log Symptom' }));

    const pending = await within(dialog).findByRole('button', { name: 'Logging...' });
    expect(pending).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Back pain',
      severity: 3,
      notes: 'After the walk',
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
    expect(within(reopened).getByLabelText('Severity')).toHaveValue('1');
    expect(within(reopened).getByLabelText('Notes (optional)')).toHaveValue('');
  });

  it('keeps what was typed and says so when saving fails', async () => {
    const user = userEvent.setup();
    renderTracker(async () => [500, { message: 'Something went wrong on our side. Please try again.' }]);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Symptom name'), 'Headache');
    await user.selectOptions(within(dialog).getByLabelText('Severity'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Log Symptom' }));

    expect(await screen.findByText('Failed to log symptom. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log New Symptom' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Symptom name')).toHaveValue('Headache');
    expect(within(dialog).getByLabelText('Severity')).toHaveValue('4');
    expect(within(dialog).getByRole('button', { name: 'Log Symptom' })).toBeEnabled();
  });
});
