import type { UserProfile } from '@bloom/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAppointment } from '@/features/appointments/testing/fixtures.ts';
import { TodayActions } from '@/features/dashboard/components/today-actions.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { useTodayActions } from './dashboard-today.ts';

function Today() {
  return <TodayActions actions={useTodayActions()} />;
}

function SignedIn() {
  return useAuth().state.status === 'signed-in' ? <Today /> : <p>signing in</p>;
}

async function renderAs(user: UserProfile, appointments: unknown[] = []) {
  localStorage.setItem('authToken', 'token-1');
  serveFetch({ 'GET /api/user/profile': [200, user], 'GET /api/appointments': [200, appointments] });
  renderWithApp(<SignedIn />);
}

const tiles = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe("the home screen's 'Today'", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('offers how she feels, the kick counter from week 24 and her next visit, three at most', async () => {
    await renderAs(testProfile({ pregnancyWeeks: 26, timeZone: 'America/New_York' }), [
      anAppointment({ dateTime: '2026-03-01T15:00:00.000Z' }),
      anAppointment({ dateTime: '2026-03-10T15:00:00.000Z' }),
    ]);
    const section = await screen.findByRole('region', { name: 'Today' });
    expect(screen.getByRole('link', { name: /Log how you feel/ })).toHaveAttribute('href', '#health-tracking');
    expect(screen.getByRole('link', { name: /Count kicks/ })).toHaveAttribute('href', '/kicks');
    const visit = screen.getByRole('link', { name: /Next visit/ });
    expect(visit).toHaveAttribute('href', '#appointments');
    // The past one is left out: the next is 10 March, in her time zone.
    await vi.waitFor(() => expect(visit).toHaveTextContent('Next visitTue, Mar 10'));
    expect(section.querySelectorAll('li')).toHaveLength(3);
  });

  it('asks BLOOM instead of counting kicks before week 24, and says when no visit is booked', async () => {
    await renderAs(testProfile({ pregnancyWeeks: 20 }));
    await screen.findByRole('region', { name: 'Today' });
    await vi.waitFor(() =>
      expect(tiles()).toEqual([
        'Log how you feelMood and symptoms',
        'Ask BLOOMQuestions for your week',
        'Next visitNone booked yet',
      ]),
    );
    expect(screen.getByRole('link', { name: /Ask BLOOM/ })).toHaveAttribute('href', '/chat');
  });

  it('is left out for an administrator and for a partner who is not pregnant', async () => {
    await renderAs(testProfile({ isAdmin: true }));
    await vi.waitFor(() => expect(screen.queryByText('signing in')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Today' })).not.toBeInTheDocument();
  });
});
