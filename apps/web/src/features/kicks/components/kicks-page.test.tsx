import type { KickGuidance, KickSession, UserProfile } from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { KicksPage } from './kicks-page.tsx';

const source = {
  organization: 'American College of Obstetricians and Gynecologists (ACOG)',
  title: 'Special Tests for Monitoring Fetal Well-Being (FAQ)',
  url: 'https://www.acog.org/womens-health/faqs/special-tests-for-monitoring-fetal-well-being',
  reviewed: '2026-11-23',
};
const guidance: KickGuidance = {
  how: { text: 'Count every kick until you reach 10.', source },
  tooEarly: { text: 'Most people first feel their baby move between about 16 and 25 weeks.', source },
  fewerThanTen: { text: 'You felt fewer than 10 movements in 2 hours.', source },
  lessThanUsual: { text: 'You said your baby is moving less than usual.', source },
  urgentSign: {
    text: 'CDC lists your baby’s movement stopping or slowing during pregnancy as an urgent maternal warning sign.',
    source: { ...source, organization: 'Centers for Disease Control and Prevention (CDC)' },
  },
};

const aSession = (fields: Partial<KickSession> = {}): KickSession => ({
  id: 's1',
  startedAt: '2026-03-04T09:00:00.000Z',
  endedAt: '2026-03-04T09:20:00.000Z',
  kicks: 12,
  tenthKickAt: '2026-03-04T09:14:30.000Z',
  secondsToTen: 870,
  lessThanUsual: false,
  concern: null,
  createdAt: '2026-03-04T09:20:01.000Z',
  ...fields,
});

function SignedIn() {
  return useAuth().state.status === 'signed-in' ? (
    <>
      <KicksPage />
      <Toaster />
    </>
  ) : null;
}

/** Signs in as `user` with `sessions` saved, answers a save with `saved`, and renders the page. */
function renderAs(user: UserProfile, { sessions = [] as KickSession[], saved = aSession() } = {}) {
  localStorage.setItem('authToken', 'token-1');
  const calls = serveFetch({
    'GET /api/user/profile': [200, user],
    'GET /api/kick-sessions': [200, { sessions, guidance }],
    'POST /api/kick-sessions': [201, saved],
    'DELETE /api/kick-sessions/s1': [200, { message: 'Session deleted' }],
  });
  return { calls, ...renderWithApp(<SignedIn />, { path: '/kicks' }) };
}

const at30 = testProfile({ pregnancyWeeks: 30, providerPhone: '(555) 010-2030' });
const tapButton = () => screen.getByRole('button', { name: 'Tap for each movement' });

describe('KicksPage', () => {
  it('counts taps (announced politely), saves on stop and shows the urgent guidance with call buttons for 3', async () => {
    const saved = aSession({ kicks: 3, tenthKickAt: null, secondsToTen: null, concern: 'fewer-than-10' });
    const { calls } = renderAs(at30, { saved });
    await userEvent.click(await screen.findByRole('button', { name: 'Start counting' }));
    // Focus goes to the big button: her thumb and the keyboard are ready.
    expect(tapButton()).toHaveFocus();
    await userEvent.click(tapButton());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(screen.getByText('3 movements')).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(screen.getByRole('button', { name: 'Stop and save' }));
    const card = await screen.findByRole('region', { name: 'Call your provider now' });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ kicks: 3, tenthKickAt: null, lessThanUsual: false });
    expect(within(card).getByText(guidance.fewerThanTen.text)).toBeInTheDocument();
    expect(within(card).getByText(guidance.urgentSign.text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(within(card).getByRole('link', { name: 'Call my provider' })).toHaveAttribute('href', 'tel:5550102030');
    // Saved: nothing is left on the device.
    expect(localStorage.getItem(`bloom:kick-session:${at30.id}`)).toBeNull();
  });

  it('keeps the time of movement 10 and sends the less-than-usual choice', async () => {
    const saved = aSession({ lessThanUsual: true, concern: 'less-than-usual' });
    const { calls } = renderAs(at30, { saved });
    await userEvent.click(await screen.findByRole('button', { name: 'Start counting' }));
    for (let i = 0; i < 10; i++) await userEvent.click(tapButton());
    expect(screen.getByText(/^10 movements · 10 in \d+ s$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'My baby is moving less than usual' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop and save' }));
    const card = await screen.findByRole('region', { name: 'Call your provider now' });
    expect(within(card).getByText(guidance.lessThanUsual.text)).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ kicks: 10, lessThanUsual: true });
    expect(Date.parse(String(body.tenthKickAt))).toBeGreaterThanOrEqual(Date.parse(String(body.startedAt)));
  });

  it('shows a reassuring session as saved, without the urgent card', async () => {
    renderAs(at30);
    await userEvent.click(await screen.findByRole('button', { name: 'Start counting' }));
    await userEvent.click(tapButton());
    await userEvent.click(screen.getByRole('button', { name: 'Stop and save' }));
    expect(await screen.findByText('Saved: 12 movements, 10 in 14 min 30 s.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Call your provider now' })).toBeNull();
  });

  it('keeps a session in progress across a reload', async () => {
    const first = renderAs(at30);
    await userEvent.click(await screen.findByRole('button', { name: 'Start counting' }));
    await userEvent.click(tapButton());
    await userEvent.click(tapButton());
    first.unmount();

    renderAs(at30);
    expect(await screen.findByText('2 movements')).toBeInTheDocument();
    await userEvent.click(tapButton());
    expect(screen.getByText('3 movements')).toBeInTheDocument();
  });

  it('lists her sessions with their time to 10 and deletes one', async () => {
    const { calls } = renderAs(at30, {
      sessions: [
        aSession(),
        aSession({ id: 's2', kicks: 4, tenthKickAt: null, secondsToTen: null, concern: 'fewer-than-10' }),
      ],
    });
    const list = await screen.findByRole('region', { name: 'Recent sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('12 movements in 20 min · 10 in 14 min 30 s');
    expect(items[1]).toHaveTextContent('4 movements in 20 min · 10 not reached');
    expect(items[1]).toHaveTextContent('Fewer than 10');
    await userEvent.click(within(items[0]!).getByRole('button', { name: /^Delete the session of / }));
    expect(await screen.findByText('Session deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/kick-sessions/s1')).toBe(true);
  });

  it('before week 24 shows the gentle note instead of the counter', async () => {
    renderAs(testProfile({ pregnancyWeeks: 20 }));
    expect(await screen.findByText(guidance.tooEarly.text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start counting' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Recent sessions' })).toBeInTheDocument());
  });
});
