import type { UsageStatus, UserProfile } from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { stepClock, useSteppedClock } from '@/testing/clock.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { USAGE_POLL_MS } from '../api/get-usage-status.ts';
import { UsageCard } from './usage-card.tsx';
import { testProfile } from '@/testing/profile.ts';

type Routes = Parameters<typeof serveFetch>[0];

const profile = (fields: Partial<UserProfile> = {}): UserProfile =>
  testProfile({ phoneNumber: '', dateOfBirth: null, dueDate: null, ...fields });

const status = (textChat: Partial<UsageStatus['textChat']> = {}, available = 0): UsageStatus => ({
  textChat: { used: false, sessionActive: false, sessionTimeRemaining: 0, resetTime: null, ...textChat },
  tokens: { available },
});

/** The card behind the app's sign-in gate, with the toaster. */
function SignedIn() {
  const { state } = useAuth();
  return state.status === 'signed-in' ? (
    <>
      <p>Signed in</p>
      <UsageCard />
    </>
  ) : null;
}

function renderCard(usage: UsageStatus | null, routes: Routes = {}, user = profile()) {
  localStorage.setItem('authToken', 'token-1');
  const calls = serveFetch({
    'GET /api/user/profile': [200, user],
    ...(usage ? { 'GET /api/user/usage-status': [200, usage] } : {}),
    ...routes,
  });
  const view = renderWithApp(
    <>
      <SignedIn />
      <Toaster />
    </>,
  );
  return { calls, ...view };
}

const usageGets = (calls: ReturnType<typeof serveFetch>) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/user/usage-status').length;

afterEach(() => {
  vi.useRealTimers();
});

describe('Usage card', () => {
  it('shows the allowance 1/1, no session, and the bonus tokens', async () => {
    renderCard(status({}, 3));
    expect(await screen.findByText('1/1')).toBeInTheDocument();
    expect(screen.getByText('Available today')).toBeInTheDocument();
    expect(screen.getByText('Not active')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    const tokens = screen.getByText('Bonus tokens').closest('div')!;
    expect(within(tokens).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open chat' })).toHaveAttribute('href', '/chat');
  });

  it.each([
    [301, '05:01', 'green'],
    [300, '05:00', 'orange'],
    [61, '01:01', 'orange'],
    [60, '01:00', 'red'],
  ] as const)('shows %i s left in the session as %s in %s', async (seconds, text, tone) => {
    renderCard(status({ used: true, sessionActive: true, sessionTimeRemaining: seconds }));
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent(text);
    expect(timer).toHaveAttribute('data-tone', tone);
    expect(timer.closest('div')).toHaveClass(`bg-${tone}-50`, `text-${tone}-800`);
    expect(screen.getByText('0/1')).toBeInTheDocument();
  });

  it.each([
    [2 * 3600_000 + 1000, 'Resets in 3 hours'],
    [2 * 3600_000, 'Resets in 2 hours'],
    [60_000, 'Resets in 1 hour'],
  ])('rounds the time to the reset up to whole hours (%i ms → %s)', async (ms, text) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date('2026-05-04T10:00:00.000Z');
    vi.setSystemTime(now);
    renderCard(status({ used: true, resetTime: new Date(now.getTime() + ms).toISOString() }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('0/1')).toBeInTheDocument();
  });

  it('polls the usage status every second while on screen, and stops when it leaves', async () => {
    useSteppedClock();
    const { calls, unmount } = renderCard(status());
    await screen.findByText('1/1');
    const first = usageGets(calls);
    await stepClock(3 * USAGE_POLL_MS);
    expect(usageGets(calls)).toBeGreaterThanOrEqual(first + 3);
    unmount();
    const seen = usageGets(calls);
    await stepClock(5 * USAGE_POLL_MS);
    expect(usageGets(calls)).toBe(seen);
  });

  it('is not shown to an administrator, who is not polled', async () => {
    useSteppedClock();
    // No usage-status route: a request for it would fail the test.
    const { calls } = renderCard(null, {}, profile({ isAdmin: true }));
    await screen.findByText('Signed in');
    await stepClock(5 * USAGE_POLL_MS);
    expect(screen.queryByText('Text chat')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/user/profile']);
  });
});

describe('Promo redeem dialog', () => {
  const open = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Promo Code' }));
    return screen.findByRole('dialog', { name: 'Redeem Promo Code' });
  };

  // The form is made when the dialog opens and dropped when it closes (docs/decisions/024).
  it('starts blank at each opening: a code typed and closed without redeeming is gone', async () => {
    renderCard(status({}, 3));
    expect(await screen.findByText('1/1')).toBeInTheDocument();
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText('Promo code'), 'half');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await open()).getByLabelText('Promo code')).toHaveValue('');
  });

  it('explains bonus tokens and asks for a code when the box is blank', async () => {
    const { calls } = renderCard(status());
    const dialog = await open();
    expect(within(dialog).getByText(/bonus tokens for chat sessions/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Promo code'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByText('Please enter a promo code')).toHaveAttribute('role', 'alert');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('upper-cases the code as typed, redeems it and toasts the server’s message', async () => {
    const { calls } = renderCard(status({}, 0), {
      'POST /api/promo/redeem': [200, { message: 'Promo code applied! 5 bonus tokens added.', tokensAdded: 5 }],
    });
    const dialog = await open();
    const input = within(dialog).getByLabelText('Promo code');
    await userEvent.type(input, 'bloom2025');
    expect(input).toHaveValue('BLOOM2025');
    const before = usageGets(calls);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));

    expect(await screen.findByText('Promo code applied! 5 bonus tokens added.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ code: 'BLOOM2025' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The tokens are fetched again at once.
    await waitFor(() => expect(usageGets(calls)).toBeGreaterThan(before));
  });

  it('toasts “Error” with the server’s message when the code is refused', async () => {
    renderCard(status(), {
      'POST /api/promo/redeem': [400, { message: 'This promo code is not valid', code: 'VALIDATION_FAILED' }],
    });
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText('Promo code'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This promo code is not valid')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // The dialog stays open with the code, to correct it.
    expect(within(dialog).getByLabelText('Promo code')).toHaveValue('NOPE');
  });

  it('toasts “Failed to redeem promo code” when the server gives no reason', async () => {
    renderCard(status(), { 'POST /api/promo/redeem': [500, undefined] });
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText('Promo code'), 'spring');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Failed to redeem promo code')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
