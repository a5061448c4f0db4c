import { TRACKING_LIST_LIMIT } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '../../../testing/render.tsx';
import { aMood, aSymptom } from '../lib/fixtures.ts';
import { MoodHistory, SymptomHistory } from './history.tsx';
import { TrackingStats } from './tracking-stats.tsx';
import { Trends } from './trends.tsx';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

function statValue(label: string) {
  return screen.getByText(label).nextElementSibling;
}

describe('Health Tracking page parts', () => {
  it('shows counts and one-decimal averages, and the trends as labelled charts with data tables', async () => {
    serveFetch({
      'GET /api/symptoms': [
        200,
        [
          aSymptom({ severity: 4, loggedAt: daysAgo(0) }),
          aSymptom({ severity: 3, loggedAt: daysAgo(1) }),
          aSymptom({ severity: 1, loggedAt: daysAgo(20) }),
        ],
      ],
      'GET /api/moods': [200, [aMood({ energy: 4, loggedAt: daysAgo(0) }), aMood({ energy: 2, loggedAt: daysAgo(3) })]],
    });
    renderWithApp(
      <>
        <TrackingStats />
        <Trends />
      </>,
    );
    expect(await screen.findByText('Symptoms Logged')).toBeInTheDocument();
    expect(statValue('Symptoms Logged')).toHaveTextContent('3');
    expect(statValue('Mood Entries')).toHaveTextContent('2');
    expect(statValue('Average Severity')).toHaveTextContent('2.7');
    expect(statValue('Average Energy')).toHaveTextContent('3.0');

    const severity = screen.getByRole('img', { name: /^Severity over time, weekly average/ });
    expect(severity.getAttribute('aria-label')).toMatch(/lowest 1\.0, highest 3\.5, most recent 3\.5/);
    const table = screen.getByRole('table', { name: 'Severity over time, weekly averages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(
      within(rows.at(-1)!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3.5', '2']);
    expect(rows.filter((r) => r.textContent?.includes('No entries'))).toHaveLength(6);
    expect(screen.getByRole('img', { name: /^Energy over time, weekly average/ })).toBeInTheDocument();
  });

  it("shows '—' averages, empty histories and no chart when nothing is logged", async () => {
    serveFetch({ 'GET /api/symptoms': [200, []], 'GET /api/moods': [200, []] });
    renderWithApp(
      <>
        <TrackingStats />
        <SymptomHistory />
        <MoodHistory />
        <Trends />
      </>,
    );
    expect(await screen.findByText('Average Severity')).toBeInTheDocument();
    expect(statValue('Symptoms Logged')).toHaveTextContent('0');
    expect(statValue('Average Severity')).toHaveTextContent('—');
    expect(statValue('Average Energy')).toHaveTextContent('—');
    expect(screen.getByText('Symptoms you log will appear here.')).toBeInTheDocument();
    expect(screen.getByText('Moods you record will appear here.')).toBeInTheDocument();
    expect(screen.getAllByText('No entries in the last 8 weeks.')).toHaveLength(2);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the latest 10 of each history with notes, and marks capped counts', async () => {
    const symptoms = Array.from({ length: TRACKING_LIST_LIMIT }, (_, i) =>
      aSymptom({ name: `Symptom ${i}`, notes: i === 0 ? 'Worse at night' : null }),
    );
    const moods = Array.from({ length: 12 }, (_, i) =>
      aMood({ mood: `Mood ${i}`, notes: i === 0 ? 'Calm day' : null }),
    );
    serveFetch({ 'GET /api/symptoms': [200, symptoms], 'GET /api/moods': [200, moods] });
    renderWithApp(
      <>
        <TrackingStats />
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
    expect(statValue('Symptoms Logged')).toHaveTextContent(`${TRACKING_LIST_LIMIT}+`);
    expect(statValue('Mood Entries')).toHaveTextContent('12');
  });
});
