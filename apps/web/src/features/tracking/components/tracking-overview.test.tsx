import { DASHBOARD_MOODS, TRACKING_LIST_LIMIT, type TrackingStats as Stats } from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aMood, aSymptom, emptyWeeks, someStats } from '../lib/fixtures.ts';
import { MoodHistory, SymptomHistory } from './history.tsx';
import { TrackerCard } from './tracker-card.tsx';
import { TrackingStats } from './tracking-stats.tsx';
import { Trends } from './trends.tsx';

function statValue(label: string) {
  return screen.getByText(label).nextElementSibling;
}

/** The cards show their labels while the figures load: wait for the figures. */
const statsLoaded = () => waitFor(() => expect(screen.queryByText('Loading your summary...')).not.toBeInTheDocument());

/** Weeks as the server sends them, with `[count, average]` filled in for the given positions. */
function weeks(filled: Record<number, [number, number]>) {
  return emptyWeeks('2026-03-14').map((w, i) => (filled[i] ? { ...w, count: filled[i][0], average: filled[i][1] } : w));
}

describe('Health Tracking page parts', () => {
  it("shows the server's counts and averages over every entry, beyond the latest 100", async () => {
    // The lists hold only the latest 100; the cards must not be computed from them.
    serveFetch({
      'GET /api/tracking/stats': [
        200,
        someStats({ symptomCount: 250, moodCount: 130, averageSeverity: 2.6, averageEnergy: 46 / 13 }),
      ],
    });
    renderWithApp(<TrackingStats />);
    await statsLoaded();
    expect(statValue('Symptoms Logged')).toHaveTextContent(/^250$/);
    expect(statValue('Mood Entries')).toHaveTextContent(/^130$/);
    expect(statValue('Average Severity')).toHaveTextContent('2.6');
    expect(statValue('Average Energy')).toHaveTextContent('3.5');
    expect(screen.queryByText(`${TRACKING_LIST_LIMIT}+`)).not.toBeInTheDocument();
  });

  it('holds the four cards, labelled, while the figures load (nothing below moves when they come)', async () => {
    let answer: (value: Stats) => void = () => undefined;
    const stats = new Promise<Stats>((resolve) => (answer = resolve));
    serveFetch({ 'GET /api/tracking/stats': async (): Promise<[number, unknown]> => [200, await stats] });
    renderWithApp(<TrackingStats />);
    const busy = await screen.findByRole('status');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveTextContent('Loading your summary...');
    for (const label of ['Symptoms Logged', 'Mood Entries', 'Average Severity', 'Average Energy']) {
      expect(within(busy).getByText(label)).toBeInTheDocument();
    }
    answer(someStats({ symptomCount: 3 }));
    await statsLoaded();
    expect(statValue('Symptoms Logged')).toHaveTextContent(/^3$/);
  });

  it("draws the server's weekly series as labelled charts with data tables", async () => {
    serveFetch({
      'GET /api/tracking/stats': [
        200,
        someStats({ severityByWeek: weeks({ 4: [1, 1], 7: [2, 3.5] }), energyByWeek: weeks({ 7: [2, 3] }) }),
      ],
    });
    renderWithApp(<Trends />);
    const severity = await screen.findByRole('img', { name: /^Severity over time, weekly average/ });
    expect(severity.getAttribute('aria-label')).toBe(
      'Severity over time, weekly average for the last 8 weeks: lowest 1.0, highest 3.5, most recent 3.5 in the week of Mar 14.',
    );
    const table = screen.getByRole('table', { name: 'Severity over time, weekly averages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Jan 24',
      'Jan 31',
      'Feb 7',
      'Feb 14',
      'Feb 21',
      'Feb 28',
      'Mar 7',
      'Mar 14',
    ]);
    expect(
      within(rows.at(-1)!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3.5', '2']);
    expect(rows.filter((r) => r.textContent?.includes('No entries'))).toHaveLength(6);
    expect(screen.getByRole('img', { name: /^Energy over time, weekly average/ })).toBeInTheDocument();
  });

  it("shows '—' averages, empty histories and no chart when nothing is logged", async () => {
    serveFetch({
      'GET /api/symptoms': [200, []],
      'GET /api/moods': [200, []],
      'GET /api/tracking/stats': [200, someStats()],
    });
    renderWithApp(
      <>
        <TrackingStats />
        <SymptomHistory />
        <MoodHistory />
        <Trends />
      </>,
    );
    await statsLoaded();
    expect(statValue('Symptoms Logged')).toHaveTextContent('0');
    expect(statValue('Average Severity')).toHaveTextContent('—');
    expect(statValue('Average Energy')).toHaveTextContent('—');
    expect(await screen.findByText('Symptoms you log will appear here.')).toBeInTheDocument();
    expect(screen.getByText('Moods you record will appear here.')).toBeInTheDocument();
    expect(screen.getAllByText('No entries in the last 8 weeks.')).toHaveLength(2);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so when the summary cannot be loaded', async () => {
    serveFetch({ 'GET /api/tracking/stats': [500, { message: 'boom' }] });
    renderWithApp(
      <>
        <TrackingStats />
        <Trends />
      </>,
    );
    expect(await screen.findByText('We could not load your summary. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('We could not load your trends.')).toBeInTheDocument();
  });

  it('shows the latest 10 of each history with notes', async () => {
    const symptoms = Array.from({ length: TRACKING_LIST_LIMIT }, (_, i) =>
      aSymptom({ name: `Symptom ${i}`, notes: i === 0 ? 'Worse at night' : null }),
    );
    const moods = Array.from({ length: 12 }, (_, i) =>
      aMood({ mood: `Mood ${i}`, notes: i === 0 ? 'Calm day' : null }),
    );
    serveFetch({ 'GET /api/symptoms': [200, symptoms], 'GET /api/moods': [200, moods] });
    renderWithApp(
      <>
        <SymptomHistory />
        <MoodHistory />
      </>,
    );
    const symptomHistory = await screen.findByRole('region', { name: 'Symptoms History' });
    expect(await within(symptomHistory).findAllByRole('listitem')).toHaveLength(10);
    expect(within(symptomHistory).getByText('Worse at night')).toBeInTheDocument();
    const moodHistory = screen.getByRole('region', { name: 'Mood History' });
    expect(within(moodHistory).getAllByText(/^Mood \d+$/)).toHaveLength(10);
    expect(within(moodHistory).getByText('Calm day')).toBeInTheDocument();
  });

  it('refetches the stats after a symptom is logged', async () => {
    const user = userEvent.setup();
    let stats: Stats = someStats();
    const calls = serveFetch({
      'GET /api/symptoms': [200, []],
      'GET /api/moods': [200, []],
      'GET /api/tracking/stats': async () => [200, stats],
      'POST /api/symptoms': async () => {
        stats = someStats({ symptomCount: 1, averageSeverity: 4 });
        return [201, aSymptom({ severity: 4 })];
      },
    });
    renderWithApp(
      <>
        <TrackingStats />
        <TrackerCard moods={DASHBOARD_MOODS} />
      </>,
    );
    await statsLoaded();
    expect(statValue('Symptoms Logged')).toHaveTextContent('0');
    await user.click(await screen.findByRole('button', { name: 'Add Symptom' }));
    const dialog = screen.getByRole('dialog', { name: 'Log New Symptom' });
    await user.type(within(dialog).getByLabelText('Symptom name'), 'Headache');
    await user.click(within(dialog).getByRole('button', { name: 'Log Symptom' }));

    await waitFor(() => expect(statValue('Symptoms Logged')).toHaveTextContent('1'));
    expect(statValue('Average Severity')).toHaveTextContent('4.0');
    expect(calls.filter((c) => c.path === '/api/tracking/stats')).toHaveLength(2);
  });
});
