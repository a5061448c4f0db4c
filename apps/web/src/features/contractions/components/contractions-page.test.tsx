import {
  CONTRACTION_PARTNER_NOT_SYNCED_MESSAGE,
  CONTRACTION_URGENT_HEADING,
  PARTNER_VIEW_PAUSED_MESSAGE,
  type Contraction,
  type ContractionGuidance,
  type ContractionSummary,
  type UserProfile,
} from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { testProfile } from '@/testing/profile.ts';
import { useSteppedClock, stepClock } from '@/testing/clock.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { CONTRACTIONS_POLL_MS } from '../api/get-contractions.ts';
import { ContractionsPage } from './contractions-page.tsx';

const acog = {
  organization: 'American College of Obstetricians and Gynecologists (ACOG)',
  title: 'How to Tell When Labor Begins (FAQ)',
  url: 'https://www.acog.org/womens-health/faqs/how-to-tell-when-labor-begins',
  reviewed: '2026-11-23',
};
const guidance: ContractionGuidance = {
  how: { text: 'Tap Start when a contraction begins and Stop when it eases.', source: acog },
  fiveOneOne: { text: 'Your contractions have come every 5 minutes or less for an hour.', source: acog },
  preterm: {
    text: 'You are not yet 37 weeks and your contractions are regular.',
    source: {
      ...acog,
      organization: 'Eunice Kennedy Shriver National Institute of Child Health and Human Development (NICHD)',
    },
  },
  callAnyway: { text: 'Call right away if your water breaks.', source: acog },
};

const aSummary = (fields: Partial<ContractionSummary> = {}): ContractionSummary => ({
  windowMinutes: 60,
  count: 0,
  averageDurationSeconds: null,
  averageIntervalSeconds: null,
  fiveOneOne: false,
  preterm: false,
  advice: null,
  pregnancyWeeks: 39,
  guidance,
  ...fields,
});

const aContraction = (fields: Partial<Contraction> = {}): Contraction => ({
  id: 'c1',
  startedAt: '2026-03-04T09:10:00.000Z',
  endedAt: '2026-03-04T09:11:02.000Z',
  durationSeconds: 62,
  intervalSeconds: 270,
  createdAt: '2026-03-04T09:11:03.000Z',
  ...fields,
});

function SignedIn({ forId }: { forId?: string }) {
  return useAuth().state.status === 'signed-in' ? (
    <>
      <ContractionsPage forId={forId} />
      <Toaster />
    </>
  ) : null;
}

const at39 = testProfile({ pregnancyWeeks: 39, providerPhone: '(555) 010-2030' });
const storageKey = `bloom:contraction:${at39.id}`;

/** Signs in as `user`, serves her log (or hers `forId`), and renders the page. */
function renderAs(
  user: UserProfile,
  {
    contractions = [] as Contraction[],
    summary = aSummary(),
    saved = aContraction(),
    forId,
    refused,
  }: {
    contractions?: Contraction[];
    summary?: ContractionSummary;
    saved?: Contraction;
    forId?: string;
    refused?: [number, unknown];
  } = {},
) {
  localStorage.setItem('authToken', 'token-1');
  const query = forId ? `?for=${forId}` : '';
  const calls = serveFetch({
    'GET /api/user/profile': [200, user],
    [`GET /api/contractions${query}`]: refused ?? [200, { contractions }],
    [`GET /api/contractions/summary${query}`]: refused ?? [200, summary],
    [`POST /api/contractions${query}`]: [201, saved],
    'DELETE /api/contractions/c1': [200, { message: 'Contraction deleted' }],
  });
  return { calls, ...renderWithApp(<SignedIn {...(forId ? { forId } : {})} />, { path: '/contractions' }) };
}

describe('ContractionsPage', () => {
  it('follows contractions her partner times for her while the page is open (a poll every 5 s)', async () => {
    useSteppedClock();
    let contractions: Contraction[] = [];
    localStorage.setItem('authToken', 'token-1');
    serveFetch({
      'GET /api/user/profile': [200, at39],
      'GET /api/contractions': async () => [200, { contractions }],
      'GET /api/contractions/summary': async () => [200, aSummary({ count: contractions.length })],
    });
    renderWithApp(<SignedIn />, { path: '/contractions' });
    await screen.findByRole('button', { name: 'Start contraction' });
    expect(screen.queryByText(/1 min 2 s/)).not.toBeInTheDocument();
    contractions = [aContraction()];
    await stepClock(CONTRACTIONS_POLL_MS);
    expect(await screen.findByText(/1 min 2 s/)).toBeInTheDocument();
  });

  it('starts with one big button, announced, and keeps the start on this device', async () => {
    const { calls } = renderAs(at39);
    await userEvent.click(await screen.findByRole('button', { name: 'Start contraction' }));
    expect(screen.getByText('Contraction started.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Stop contraction' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKey)!)).toMatchObject({ endedAt: null });
    // Stopped at once: a mis-tap, not saved.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(/too short to count, not saved\.$/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('keeps a contraction in progress across a reload, saves it on Stop and announces its length', async () => {
    const startedAt = new Date(Date.now() - 62_000).toISOString();
    localStorage.setItem(storageKey, JSON.stringify({ startedAt, endedAt: null }));
    const { calls } = renderAs(at39);
    const stop = await screen.findByRole('button', { name: 'Stop contraction' });
    stop.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText('Contraction saved: 1 min 2 s.')).toHaveAttribute('aria-live', 'polite');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/contractions');
    expect((post.body as { startedAt: string }).startedAt).toBe(startedAt);
    expect(screen.getByText('Last one: 1 min 2 s, 4 min 30 s after the one before.')).toBeInTheDocument();
    expect(localStorage.getItem(storageKey)).toBeNull();
    expect(screen.getByRole('button', { name: 'Start contraction' })).toBeInTheDocument();
  });

  it('lists her contractions with length and interval, and deletes one', async () => {
    const { calls } = renderAs(at39, {
      contractions: [aContraction(), aContraction({ id: 'c2', durationSeconds: 48, intervalSeconds: null })],
    });
    const list = await screen.findByRole('region', { name: 'Recent contractions' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Lasted 1 min 2 s · 4 min 30 s after the one before');
    expect(items[1]).toHaveTextContent('Lasted 48 s · first of this series');
    await userEvent.click(within(items[0]!).getByRole('button', { name: /^Delete the contraction of / }));
    expect(await screen.findByText('Contraction deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/contractions/c1')).toBe(true);
  });

  it('shows the last hour and no call card while the pattern does not hold', async () => {
    renderAs(at39, { summary: aSummary({ count: 4, averageDurationSeconds: 50, averageIntervalSeconds: 480 }) });
    const card = await screen.findByRole('region', { name: 'The last hour' });
    expect(card).toHaveTextContent('Contractions4');
    expect(card).toHaveTextContent('Average length50 s');
    expect(card).toHaveTextContent('Average interval8 min 0 s');
    expect(card).toHaveTextContent('not yet');
    expect(screen.queryByRole('region', { name: CONTRACTION_URGENT_HEADING })).toBeNull();
  });

  it('shows the call-now card with the call buttons when 5-1-1 holds', async () => {
    renderAs(at39, {
      summary: aSummary({ count: 12, fiveOneOne: true, advice: 'call-now', averageIntervalSeconds: 300 }),
    });
    const card = await screen.findByRole('region', { name: CONTRACTION_URGENT_HEADING });
    expect(within(card).getByText(guidance.fiveOneOne.text)).toBeInTheDocument();
    expect(within(card).getByText(guidance.callAnyway.text)).toBeInTheDocument();
    expect(within(card).queryByText(guidance.preterm.text)).toBeNull();
    expect(within(card).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(within(card).getByRole('link', { name: 'Call my provider' })).toHaveAttribute('href', 'tel:5550102030');
  });

  it('says why before 37 weeks: regular contractions may be preterm labor', async () => {
    renderAs(testProfile({ pregnancyWeeks: 30 }), {
      summary: aSummary({ count: 4, preterm: true, advice: 'call-now', pregnancyWeeks: 30 }),
    });
    const card = await screen.findByRole('region', { name: CONTRACTION_URGENT_HEADING });
    expect(within(card).getByText(guidance.preterm.text)).toBeInTheDocument();
    expect(within(card).getByText(/NICHD/)).toBeInTheDocument();
  });

  it('lets her synced partner time for her: her log, no delete buttons, 911 to call', async () => {
    const partner = testProfile({ id: 'u-sam', isPregnant: false, pregnancyWeeks: null, providerPhone: '5550109999' });
    const startedAt = new Date(Date.now() - 70_000).toISOString();
    localStorage.setItem('bloom:contraction:u-sam:for:u-maya', JSON.stringify({ startedAt, endedAt: null }));
    const { calls } = renderAs(partner, {
      forId: 'u-maya',
      contractions: [aContraction()],
      summary: aSummary({ fiveOneOne: true, advice: 'call-now' }),
    });
    expect(await screen.findByText(/You are timing contractions for your partner/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Time her contractions' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Recent contractions' });
    expect(within(list).queryByRole('button')).toBeNull();
    const card = screen.getByRole('region', { name: CONTRACTION_URGENT_HEADING });
    expect(within(card).getByRole('link', { name: 'Call 911' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Call my provider' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Stop contraction' }));
    await screen.findByText('Contraction saved: 1 min 2 s.');
    expect(calls.find((c) => c.method === 'POST')!.path).toBe('/api/contractions?for=u-maya');
  });

  it.each([
    [403, PARTNER_VIEW_PAUSED_MESSAGE],
    [404, CONTRACTION_PARTNER_NOT_SYNCED_MESSAGE],
  ])('tells a partner when he may not time for her (%s)', async (status, message) => {
    const partner = testProfile({ id: 'u-sam', isPregnant: false, pregnancyWeeks: null });
    renderAs(partner, { forId: 'u-maya', refused: [status, { message: 'refused' }] });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start contraction' })).toBeNull();
  });
});
