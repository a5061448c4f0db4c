import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PARTNER_DATA_POLL_MS } from '../api/get-partner-data.ts';
import { aConnection, maya, never, renderSignedIn, someTips, somePartnerData } from '../testing/fixtures.tsx';
import { PartnerView } from './partner-view.tsx';
import { UnlessFollowing } from './unless-following.tsx';

const CONNECTION = 'GET /api/parent-sync/connection';
const DATA = 'GET /api/parent-sync/partner-data';

const view = () => screen.findByRole('region', { name: 'Maya’s pregnancy' });
const countOf = (calls: { method: string; path: string }[], key: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === key).length;

function Dashboard() {
  return (
    <>
      <PartnerView />
      <UnlessFollowing>
        <p>Tracker</p>
      </UnlessFollowing>
    </>
  );
}

describe('Partner view', () => {
  it('shows her first name, week and 3 lists, read-only, in place of the tracker', async () => {
    renderSignedIn(<Dashboard />, { [CONNECTION]: [200, [aConnection()]], [DATA]: [200, somePartnerData()] });
    const region = await view();
    expect(region).toHaveAttribute('id', 'partner-health');
    expect(within(region).getByText('Read-only')).toBeInTheDocument();
    expect(within(region).getByText(/^Week 24/)).toHaveTextContent('Week 24 of 40');

    const symptoms = within(region).getByRole('list', { name: 'Recent symptoms' });
    expect(
      within(symptoms)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Heartburn', 'Back pain', 'Nausea']);
    expect(within(symptoms).getByText('Mild')).toBeInTheDocument();
    expect(within(symptoms).getByText(/^Severity 4\/5/)).toBeInTheDocument();

    const moods = within(region).getByRole('list', { name: 'Recent moods' });
    expect(within(moods).getByText('Good')).toBeInTheDocument();
    expect(within(moods).getByText('Tired')).toBeInTheDocument();
    expect(within(moods).getByRole('list', { name: 'Tags' })).toHaveTextContent('rested');

    const appointments = within(region).getByRole('list', { name: 'Upcoming appointments' });
    expect(within(appointments).getByText('Anatomy scan')).toBeInTheDocument();
    expect(within(appointments).getByText('Dr. Rivera')).toBeInTheDocument();
    expect(within(appointments).getByText('Unknown Provider')).toBeInTheDocument();
    // The date and time in en-US 12-hour form, in the reader's zone (UTC here).
    expect(within(appointments).getByText('Mar 10, 2026, 3:30 PM')).toHaveAttribute(
      'datetime',
      '2026-03-10T15:30:00.000Z',
    );

    const kicks = within(region).getByRole('list', { name: 'Kick counts' });
    expect(within(kicks).getByText('10 movements in 23 min')).toBeInTheDocument();
    const contractions = within(region).getByRole('list', { name: 'Contractions' });
    expect(within(contractions).getByText('Lasted 1 min 2 s · 5 min 0 s after the one before')).toBeInTheDocument();
    // Her checklists, read-only: each folded to its progress, her items with their ticks inside.
    const checklists = within(region).getByRole('list', { name: 'Her checklists' });
    expect(within(checklists).getByText('Hospital bag: 1 of 2 done')).toBeInTheDocument();
    expect(within(checklists).getByRole('list', { name: 'Hospital bag' })).toHaveTextContent(
      '☑Your pregnancy notes (done)☐Phone charger (not done)',
    );
    // The one thing he may do for her: time her contractions, on her log.
    expect(within(region).getByRole('link', { name: 'Time a contraction for her' })).toHaveAttribute(
      'href',
      '/contractions?for=u-maya',
    );

    // Nothing to change here: no buttons, no fields.
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('Tracker')).toBeNull();
  });

  it('shows her due date, this week’s baby and how to help this week, with the source of each tip', async () => {
    const calls = renderSignedIn(
      <PartnerView baby={(week) => <p>The baby card for week {week}</p>} />,
      { [CONNECTION]: [200, [aConnection()]], [DATA]: [200, somePartnerData()] },
      // He is where she is: her due date counts down in his zone.
    ).calls;
    const region = await view();
    expect(within(region).getByText(/^Due June 25, 2026 · /)).toBeInTheDocument();
    expect(within(region).getByText('The baby card for week 24')).toBeInTheDocument();
    const help = await within(region).findByRole('region', { name: 'How to help this week' });
    expect(within(help).getByText('Small things that make a difference for Maya in week 24.')).toBeInTheDocument();
    expect(
      within(help)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(someTips(24).tips.map((tip) => tip.text));
    expect(within(help).getByRole('link', { name: /Centers for Disease Control and Prevention/ })).toHaveAttribute(
      'href',
      'https://www.cdc.gov/hearher/maternal-warning-signs/',
    );
    expect(within(help).getAllByText('(reviewed 2026-11-23)', { exact: false })).toHaveLength(2);
    expect(within(region).getByRole('region', { name: 'Her latest updates' })).toBeInTheDocument();
    expect(countOf(calls, 'GET /api/health/partner-tips/24')).toBe(1);
    // Still read-only: the one thing to do for her is a link.
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('keeps the contraction timer for week 20 on and shows no baby before week 2', async () => {
    renderSignedIn(<PartnerView baby={(week) => <p>The baby card for week {week}</p>} />, {
      [CONNECTION]: [200, [aConnection()]],
      [DATA]: [200, somePartnerData({ pregnancyWeeks: 1, dueDate: null })],
      'GET /api/health/partner-tips/1': [200, someTips(1)],
    });
    const region = await view();
    expect(within(region).getByText(/^Week 1/)).toBeInTheDocument();
    expect(await within(region).findByText('Check your own Tdap and flu shots (week 1).')).toBeInTheDocument();
    expect(within(region).queryByText(/The baby card/)).toBeNull();
    expect(within(region).queryByText(/^Due /)).toBeNull();
    expect(within(region).queryByRole('link', { name: 'Time a contraction for her' })).toBeNull();
  });

  it('says so when a list is empty or her weeks are unknown', async () => {
    renderSignedIn(<Dashboard />, {
      [CONNECTION]: [200, [aConnection()]],
      [DATA]: [
        200,
        somePartnerData({
          pregnancyWeeks: null,
          recentSymptoms: [],
          recentMoods: [],
          upcomingAppointments: [],
          recentKickSessions: [],
          recentContractions: [],
        }),
      ],
    });
    const region = await view();
    // Before she has counted kicks (third trimester) there is no kick list at all.
    expect(within(region).queryByText('Kick counts')).toBeNull();
    expect(within(region).queryByText('Contractions')).toBeNull();
    expect(within(region).getByText('No symptoms logged yet')).toBeInTheDocument();
    expect(within(region).getByText('No mood logged yet')).toBeInTheDocument();
    expect(within(region).getByText('No upcoming appointments')).toBeInTheDocument();
    expect(within(region).getByText('Maya’s weeks are not set yet.')).toBeInTheDocument();
  });

  it('holds its place with a skeleton while her data loads', async () => {
    renderSignedIn(<Dashboard />, { [CONNECTION]: [200, [aConnection()]], [DATA]: never });
    const region = await screen.findByRole('region', { name: 'Maya Lopez’s pregnancy' });
    expect(within(region).getByText('Loading your partner’s updates…')).toBeInTheDocument();
    expect(screen.queryByText('Tracker')).toBeNull();
  });

  it('holds the place of the view or the tracker while the syncs load', async () => {
    renderSignedIn(<Dashboard />, { [CONNECTION]: never });
    expect(await screen.findByText('Loading your partner’s updates…')).toBeInTheDocument();
    expect(screen.queryByText('Tracker')).toBeNull();
  });

  it('says it could not load, and tries again on request', async () => {
    let fail = true;
    const { calls } = renderSignedIn(<Dashboard />, {
      [CONNECTION]: [200, [aConnection()]],
      [DATA]: async () => (fail ? [500, { message: 'Something went wrong' }] : [200, somePartnerData()]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your partner’s updates.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Heartburn')).toBeInTheDocument();
    expect(countOf(calls, DATA)).toBeGreaterThanOrEqual(2);
  });

  it('goes when the sync ended elsewhere: a 404 refetches the syncs and the tracker comes back', async () => {
    let synced = true;
    renderSignedIn(<Dashboard />, {
      [CONNECTION]: async () => [200, synced ? [aConnection()] : []],
      [DATA]: async () => {
        synced = false;
        return [404, { message: 'You are not synced with a partner.', code: 'NOT_FOUND' }];
      },
    });
    expect(await screen.findByText('Tracker')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /pregnancy/ })).toBeNull();
  });

  it('refreshes every 5 s, only while the page is visible', async () => {
    const { queryClient } = renderSignedIn(<Dashboard />, {
      [CONNECTION]: [200, [aConnection()]],
      [DATA]: [200, somePartnerData()],
    });
    await view();
    const observer = queryClient.getQueryCache().find({ queryKey: ['/api/parent-sync/partner-data'] })!.observers[0]!;
    expect(PARTNER_DATA_POLL_MS).toBe(5000);
    expect(observer.options.refetchInterval).toBe(PARTNER_DATA_POLL_MS);
    expect(observer.options.refetchIntervalInBackground).toBe(false);
  });

  it('is not shown to a pregnant user, whose tracker stays, and her partner data is never asked for', async () => {
    const { calls } = renderSignedIn(<Dashboard />, { [CONNECTION]: [200, [aConnection({ isParent: true })]] }, maya());
    expect(await screen.findByText('Tracker')).toBeInTheDocument();
    await waitFor(() => expect(countOf(calls, CONNECTION)).toBe(1));
    expect(screen.queryByRole('region', { name: /pregnancy/ })).toBeNull();
    expect(countOf(calls, DATA)).toBe(0);
  });

  it('is not shown to a partner who follows nobody, who keeps the tracker', async () => {
    const { calls } = renderSignedIn(<Dashboard />, { [CONNECTION]: [200, []] });
    expect(await screen.findByText('Tracker')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /pregnancy/ })).toBeNull();
    expect(countOf(calls, DATA)).toBe(0);
  });
});
