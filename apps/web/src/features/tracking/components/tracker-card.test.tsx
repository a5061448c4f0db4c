import { DASHBOARD_MOODS } from '@bloom/contract';
import { formatDateTime12h } from '@bloom/pregnancy';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aMood, aSymptom } from '../lib/fixtures.ts';
import { TrackerCard } from './tracker-card.tsx';

const section = () => screen.getByRole('region', { name: 'Health Tracking' });

describe('TrackerCard', () => {
  it('is the #health-tracking section and shows both empty states with their buttons', async () => {
    serveFetch({ 'GET /api/symptoms': [200, []], 'GET /api/moods': [200, []] });
    renderWithApp(<TrackerCard moods={DASHBOARD_MOODS} />);
    expect(await screen.findByText('No symptoms logged yet')).toBeInTheDocument();
    expect(await screen.findByText('No mood logged yet')).toBeInTheDocument();
    expect(section()).toHaveAttribute('id', 'health-tracking');
    expect(within(section()).getByRole('heading', { name: 'Recent Symptoms' })).toBeInTheDocument();
    expect(within(section()).getByRole('heading', { name: 'Mood & Wellness' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Symptom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Mood' })).toBeInTheDocument();
  });

  it('shows the 3 newest symptoms with time, stars and coloured badge, and the latest mood', async () => {
    const symptoms = [
      aSymptom({ name: 'Back pain', severity: 5, loggedAt: '2026-03-05T21:05:00.000Z' }),
      aSymptom({ name: 'Heartburn', severity: 3, loggedAt: '2026-03-05T14:30:00.000Z' }),
      aSymptom({ name: 'Nausea', severity: 1, loggedAt: '2026-03-04T08:00:00.000Z' }),
      aSymptom({ name: 'Cramps', severity: 2, loggedAt: '2026-03-01T08:00:00.000Z' }),
    ];
    const moods = [
      aMood({ mood: 'Excellent', energy: 4, tags: ['rested', 'hopeful'], loggedAt: '2026-03-05T20:00:00.000Z' }),
      aMood({ mood: 'Tired', energy: 1, loggedAt: '2026-03-04T20:00:00.000Z' }),
    ];
    serveFetch({ 'GET /api/symptoms': [200, symptoms], 'GET /api/moods': [200, moods] });
    renderWithApp(<TrackerCard moods={DASHBOARD_MOODS} />);

    const recent = await screen.findByRole('region', { name: 'Recent Symptoms' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/Back pain|Heartburn|Nausea|Cramps/).textContent)).toEqual([
      'Back pain',
      'Heartburn',
      'Nausea',
    ]);
    expect(within(items[0]!).getByText(formatDateTime12h(symptoms[0]!.loggedAt))).toBeInTheDocument();
    expect(formatDateTime12h(symptoms[0]!.loggedAt)).toMatch(/(AM|PM)$/);
    expect(within(items[0]!).getByRole('img', { name: 'Severity 5 of 5' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Very Severe')).toHaveClass('bg-red-100');
    expect(within(items[1]!).getByText('Moderate')).toHaveClass('bg-amber-100');
    expect(within(items[2]!).getByText('Very Mild')).toHaveClass('bg-green-100');

    const mood = screen.getByRole('region', { name: 'Mood & Wellness' });
    expect(await within(mood).findByText('Excellent')).toBeInTheDocument();
    expect(within(mood).getByText('4/5')).toBeInTheDocument();
    expect(within(mood).getByText(/\(High\)/)).toBeInTheDocument();
    expect(
      within(within(mood).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['rested', 'hopeful']);
    expect(within(mood).queryByText('Tired')).not.toBeInTheDocument();
  });

  it('announces loading, then offers a retry when the lists fail to load', async () => {
    const user = userEvent.setup();
    let symptomsFail = true;
    serveFetch({
      'GET /api/symptoms': async () => (symptomsFail ? [500, { message: 'boom' }] : [200, [aSymptom()]]),
      'GET /api/moods': [200, []],
    });
    renderWithApp(<TrackerCard moods={DASHBOARD_MOODS} />);
    expect(screen.getByText('Loading your symptoms...')).toHaveAttribute('role', 'status');

    expect(await screen.findByText('We could not load your symptoms.')).toBeInTheDocument();
    symptomsFail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nausea')).toBeInTheDocument();
  });
});
