import type { UserProfile } from '@bloom/contract';
import { dueDateIso } from '@bloom/pregnancy';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { DashboardOverview } from './dashboard-overview.tsx';

/** The app shows the home screen only behind its sign-in gate; this is that gate in small. */
function SignedInOverview() {
  return useAuth().state.status === 'signed-in' ? <DashboardOverview /> : null;
}

/** The profile the server sends for someone `weeks` along today: the weeks derived from the due date. */
const pregnantAt = (weeks: number) => ({ pregnancyWeeks: weeks, dueDate: dueDateIso(weeks, new Date(), 'UTC') });

const profile = testProfile;

/** Signs in as `user` and renders the overview once the profile has loaded. */
async function renderAs(user: UserProfile) {
  localStorage.setItem('authToken', 'token-1');
  serveFetch({ 'GET /api/user/profile': [200, user] });
  const result = renderWithApp(<SignedInOverview />);
  await screen.findByRole('heading', { level: 1, name: 'Hello, Ana!' });
  return result;
}

describe('DashboardOverview', () => {
  beforeEach(() => {
    // Only Date is faked: the profile query's own timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a pregnant user her week, her baby and then the journey, without a second countdown', async () => {
    await renderAs(profile({ ...pregnantAt(18), babyGender: 'girl' }));
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Hello, Ana!', 'Your baby this week', 'Your Journey Timeline', 'Quick actions']);
    expect(screen.getByText('Week 18 of 40')).toBeInTheDocument();
    expect(screen.getByText('Your baby is about the size of a mango')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Illustration of a baby girl at weeks 17 to 20' })).toBeInTheDocument();
    // The days to go are said once (in the hero); the timeline gives the due date instead.
    expect(screen.getAllByText(/to go$/)).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Your Journey Timeline' })).toHaveTextContent(/Due date: \w+ \d+, 2026/);
    // The chip comes before the drawing in the page, as the spec orders them.
    const chip = screen.getByText('Your baby is about the size of a mango');
    const drawing = screen.getByRole('img', { name: /^Illustration/ });
    expect(chip.compareDocumentPosition(drawing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leads with the week and day, the trimester, the days to go and the baby’s typical size', async () => {
    // Due 1 July 2026, seen on 4 March: 119 days to go, which is week 23 and day 0; two days on, day 2.
    vi.setSystemTime(new Date('2026-03-06T10:00:00Z'));
    await renderAs(profile({ pregnancyWeeks: 23, dueDate: '2026-07-01' }));
    expect(screen.getByText('You are 23 weeks and 2 days along')).toBeInTheDocument();
    expect(screen.getByText('Second trimester')).toBeInTheDocument();
    expect(screen.getByText('117 days to go')).toBeInTheDocument();
    const baby = screen.getByRole('region', { name: 'Your baby this week' });
    expect(baby).toHaveTextContent('Typical length: about 11.4 in (28.9 cm), head to heel');
    expect(baby).toHaveTextContent('Typical weight: about 1.1 lb (0.5 kg)');
    expect(screen.getByRole('link', { name: /fetal growth chart/ })).toHaveAttribute('target', '_blank');
  });

  it('moves the week on from the due date as time passes, without refetching the profile', async () => {
    // Loaded when the server said week 23; the same (now stale) weeks are still in the cache later.
    const loaded = profile({ pregnancyWeeks: 23, dueDate: '2026-07-01' });
    const { unmount } = await renderAs(loaded);
    expect(screen.getByText('Week 23 of 40')).toBeInTheDocument();
    expect(screen.getByText('You are 23 weeks along')).toBeInTheDocument();
    expect(screen.getByText('119 days to go')).toBeInTheDocument();
    expect(screen.getByText('Due date: July 1, 2026')).toBeInTheDocument();
    unmount();

    vi.setSystemTime(new Date('2026-04-15T10:00:00Z'));
    await renderAs(loaded);
    expect(screen.getByText('Week 29 of 40')).toBeInTheDocument();
    expect(screen.getByText('77 days to go')).toBeInTheDocument();
    expect(screen.getByText('Third Trimester').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('counts the week from today in the profile’s time zone, not in UTC', async () => {
    // 22:30 on Saturday 7 March in Los Angeles is already Sunday 8 March in UTC.
    vi.setSystemTime(new Date('2026-03-08T06:30:00Z'));
    const { unmount } = await renderAs(
      profile({ pregnancyWeeks: 38, dueDate: '2026-03-15', timeZone: 'America/Los_Angeles' }),
    );
    expect(screen.getByText('Week 38 of 40')).toBeInTheDocument();
    expect(screen.getByText('8 days to go')).toBeInTheDocument();
    unmount();

    await renderAs(profile({ pregnancyWeeks: 39, dueDate: '2026-03-15', timeZone: 'UTC' }));
    expect(screen.getByText('Week 39 of 40')).toBeInTheDocument();
    expect(screen.getByText('7 days to go')).toBeInTheDocument();
  });

  it('leaves out the timeline and baby card for a partner who is not pregnant', async () => {
    await renderAs(profile({ isPregnant: false, pregnancyWeeks: null, dueDate: null }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/size of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(/Thank you for being part of this journey/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask BLOOM' })).toBeInTheDocument();
  });

  it('asks for the weeks instead of guessing when they are unknown', async () => {
    // Signup's 0 weeks ("left empty") stores no due date, so the server sends no weeks.
    await renderAs(profile({ pregnancyWeeks: null, dueDate: null }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/size of/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your weeks in your profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByText(/Your countdown appears once/)).toBeInTheDocument();
  });

  it('shows the timeline but no fruit or drawing in week 1, before there is a baby to compare', async () => {
    await renderAs(profile(pregnantAt(1)));
    expect(screen.getByText('Week 1 of 40')).toBeInTheDocument();
    expect(screen.queryByText(/size of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('gives an administrator the admin quick actions', async () => {
    await renderAs(profile({ isAdmin: true }));
    expect(screen.getByRole('link', { name: 'Admin dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: 'Check a food' })).not.toBeInTheDocument();
  });

  it("puts 'Today' beside the baby, right after the hero, and what comes after the first screen below it", async () => {
    localStorage.setItem('authToken', 'token-1');
    serveFetch({ 'GET /api/user/profile': [200, profile(pregnantAt(26))] });
    renderWithApp(<SignedInWithSlots />);
    const today = await screen.findByRole('heading', { name: 'Today' });
    const baby = screen.getByRole('region', { name: 'Your baby this week' });
    const after = screen.getByText('After the first screen');
    const timeline = screen.getByRole('region', { name: 'Your Journey Timeline' });
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(baby, today)).toBe(true);
    expect(follows(today, after)).toBe(true);
    expect(follows(after, timeline)).toBe(true);
  });
});

function SignedInWithSlots() {
  return useAuth().state.status === 'signed-in' ? (
    <DashboardOverview today={<h2>Today</h2>} afterFirstScreen={<p>After the first screen</p>} />
  ) : null;
}
