import { CARE_TIMELINE_NO_DUE_DATE_MESSAGE, type CareTimeline } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { CareOnDay } from './care-on-day.tsx';
import { CareTimelineCard } from './care-timeline-card.tsx';

const cdc = {
  organization: 'Centers for Disease Control and Prevention (CDC)',
  title: 'Vaccines During Pregnancy',
  url: 'https://www.cdc.gov/vaccines-pregnancy/',
  reviewed: '2026-11-23',
};
const timeline: CareTimeline = {
  dueDate: '2026-12-15',
  items: [
    {
      key: 'glucose',
      step: 'glucose',
      title: 'Glucose screening for gestational diabetes',
      text: 'Most people are tested between 24 and 28 weeks.',
      from: '2026-08-25',
      until: '2026-09-28',
      status: 'past',
      inSeason: null,
      source: { ...cdc, organization: 'ACOG', title: 'Gestational Diabetes (FAQ)', url: 'https://www.acog.org/x' },
    },
    {
      key: 'tdap',
      step: 'tdap',
      title: 'Tdap vaccine (whooping cough)',
      text: 'One dose in every pregnancy, preferably early in weeks 27 through 36.',
      from: '2026-09-15',
      until: '2026-11-23',
      status: 'now',
      inSeason: null,
      source: cdc,
    },
  ],
};

function SignedIn({ children }: { children: React.ReactNode }) {
  return useAuth().state.status === 'signed-in' ? children : null;
}

function renderWith(body: CareTimeline, ui: React.ReactNode, profile = testProfile()) {
  localStorage.setItem('authToken', 'token-1');
  serveFetch({
    'GET /api/user/profile': [200, profile],
    'GET /api/reminders/timeline': [200, body],
  });
  return renderWithApp(<SignedIn>{ui}</SignedIn>);
}

describe('CareTimelineCard', () => {
  it('lists each step with its dates, where today stands and its source', async () => {
    renderWith(timeline, <CareTimelineCard />);
    const list = await screen.findByRole('list');
    const [glucose, tdap] = within(list).getAllByRole('listitem');
    expect(
      within(glucose!).getByRole('heading', { name: 'Glucose screening for gestational diabetes' }),
    ).toBeInTheDocument();
    expect(glucose).toHaveTextContent('Aug 25, 2026 – Sep 28, 2026');
    expect(glucose).toHaveTextContent('Done or passed');
    expect(tdap).toHaveTextContent('Sep 15, 2026 – Nov 23, 2026');
    expect(tdap).toHaveTextContent('Now');
    expect(
      within(tdap!).getByRole('link', {
        name: /Centers for Disease Control and Prevention \(CDC\), Vaccines During Pregnancy/,
      }),
    ).toHaveAttribute('href', 'https://www.cdc.gov/vaccines-pregnancy/');
    expect(tdap).toHaveTextContent('(reviewed 2026-11-23)');
  });

  it('asks for her due date while it is unknown', async () => {
    renderWith({ dueDate: null, items: [] }, <CareTimelineCard />);
    expect(await screen.findByText(CARE_TIMELINE_NO_DUE_DATE_MESSAGE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('shows nothing for someone who is not pregnant', async () => {
    renderWith(
      timeline,
      <>
        <CareTimelineCard />
        <CareOnDay date="2026-09-20" />
      </>,
      testProfile({ isPregnant: false }),
    );
    // Signed in, and the timeline answered (the calendar's day shows it):
    await screen.findByRole('group', { name: 'Care timeline on this day' });
    expect(screen.queryByRole('heading', { name: 'Your care timeline' })).not.toBeInTheDocument();
  });
});

describe('CareOnDay (the calendar’s selected day)', () => {
  it('lists the steps whose window holds the day', async () => {
    renderWith(timeline, <CareOnDay date="2026-09-20" />);
    const group = await screen.findByRole('group', { name: 'Care timeline on this day' });
    expect(group).toHaveTextContent('Glucose screening for gestational diabetes');
    expect(group).toHaveTextContent('Tdap vaccine (whooping cough)');
  });

  it('shows nothing on a day outside every window', async () => {
    renderWith(
      timeline,
      <>
        <div data-testid="outside">
          <CareOnDay date="2026-12-01" />
        </div>
        <CareOnDay date="2026-09-20" />
      </>,
    );
    // Once the timeline has arrived (the day inside a window lists it), the other day shows nothing.
    await screen.findByRole('group', { name: 'Care timeline on this day' });
    expect(screen.getByTestId('outside')).toBeEmptyDOMElement();
  });
});
