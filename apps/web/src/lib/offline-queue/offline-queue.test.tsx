import {
  OFFLINE_PENDING_LABEL,
  OFFLINE_QUEUED_MESSAGE,
  OFFLINE_QUEUE_WAITING_MESSAGE,
  symptomSchema,
  type Symptom,
} from '@bloom/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineQueueStatus } from '@/components/offline-queue-status.tsx';
import { Toaster } from '@/components/ui/toaster.tsx';
import { SymptomHistory } from '@/features/tracking/components/history.tsx';
import { LogSymptomDialog } from '@/features/tracking/components/log-symptom-dialog.tsx';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { PROFILE_PATH } from '../boot/early-profile.ts';
import { TOKEN_KEY } from '../token-storage.ts';
import { offlineQueue, type QueuedEntry } from './queue-store.ts';
import { flushOfflineQueue, sendOrQueue } from './send.ts';
import { OfflineQueueSync } from './use-offline-queue.ts';

const networkDown = async (): Promise<[number, unknown]> => {
  throw new TypeError('Failed to fetch');
};

const symptom = (fields: Partial<Symptom> = {}): Symptom => ({
  id: crypto.randomUUID(),
  userId: 'u1',
  name: 'Nausea',
  severity: 2,
  notes: null,
  loggedAt: '2026-03-14T09:00:00.000Z',
  ...fields,
});

const queued = (name: string, clientId = crypto.randomUUID()): QueuedEntry => ({
  clientId,
  kind: 'symptom',
  url: '/api/symptoms',
  body: { name, severity: 2, clientId },
  createdAt: '2026-03-14T09:00:00.000Z',
});

/** The POSTs the fake server saw, as their symptom names. */
const sentNames = (calls: { method: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => (c.body as { name: string }).name);

describe('the offline queue', () => {
  it('keeps a create that fails on the network, with its clientId, and sends the answer through otherwise', async () => {
    const created = symptom({ name: 'Heartburn' });
    let down = true;
    const calls = serveFetch({ 'POST /api/symptoms': async () => (down ? networkDown() : [201, created]) });

    const kept = await sendOrQueue('u1', 'symptom', '/api/symptoms', { name: 'Heartburn', severity: 2 }, symptomSchema);
    expect(kept.queued).toBe(true);
    const [entry] = offlineQueue.list('u1');
    expect(entry).toMatchObject({ kind: 'symptom', url: '/api/symptoms', body: { name: 'Heartburn', severity: 2 } });
    expect(entry!.body.clientId).toBe(entry!.clientId);
    expect((calls[0]!.body as { clientId: string }).clientId).toBe(entry!.clientId);

    down = false;
    expect(await sendOrQueue('u1', 'symptom', '/api/symptoms', { name: 'Heartburn' }, symptomSchema)).toEqual({
      queued: false,
      entry: created,
    });
    expect(offlineQueue.list('u1')).toHaveLength(1);
  });

  it('keeps one entry per clientId', () => {
    const entry = queued('Nausea');
    offlineQueue.add('u1', entry);
    offlineQueue.add('u1', { ...entry, body: { ...entry.body, name: 'Changed' } });
    expect(offlineQueue.list('u1')).toEqual([entry]);
  });

  it('sends in order, removing each only after a 2xx, and sends the same clientId again after a failure', async () => {
    const [a, b, c] = [queued('First'), queued('Second'), queued('Third')];
    for (const e of [a, b, c]) offlineQueue.add('u1', e);
    // The second one's answer is lost once; the server then answers it (a repeat: 200).
    let lost = 1;
    const calls = serveFetch({
      'POST /api/symptoms': async () => {
        const body = calls.at(-1)!.body as { name: string };
        if (body.name === 'Second' && lost-- > 0) return networkDown();
        return [body.name === 'Second' ? 200 : 201, symptom({ name: body.name })];
      },
    });

    expect(await flushOfflineQueue('u1')).toEqual(['symptom']);
    expect(sentNames(calls)).toEqual(['First', 'Second']);
    // The failed one and the one after it wait, in order.
    expect(offlineQueue.list('u1').map((e) => e.body.name)).toEqual(['Second', 'Third']);

    expect(await flushOfflineQueue('u1')).toEqual(['symptom', 'symptom']);
    expect(sentNames(calls)).toEqual(['First', 'Second', 'Second', 'Third']);
    const secondSends = calls.filter((x) => (x.body as { name: string }).name === 'Second');
    expect(secondSends.map((x) => (x.body as { clientId: string }).clientId)).toEqual([b.clientId, b.clientId]);
    expect(offlineQueue.list('u1')).toEqual([]);
  });

  it('keeps an entry the server refuses with its message, sends the rest, and waits after a 5xx', async () => {
    const [bad, good, later] = [queued('Refused'), queued('Fine'), queued('Later')];
    for (const e of [bad, good, later]) offlineQueue.add('u1', e);
    const calls = serveFetch({
      'POST /api/symptoms': async () => {
        const { name } = calls.at(-1)!.body as { name: string };
        if (name === 'Refused') return [400, { message: 'Symptom name is required', code: 'VALIDATION_FAILED' }];
        if (name === 'Later') return [503, { message: 'Busy' }];
        return [201, symptom({ name })];
      },
    });
    await flushOfflineQueue('u1');
    expect(offlineQueue.list('u1')).toEqual([{ ...bad, error: 'Symptom name is required' }, later]);
    // A refused one is not sent again by itself.
    await flushOfflineQueue('u1');
    expect(sentNames(calls)).toEqual(['Refused', 'Fine', 'Later', 'Later']);
  });

  it("keeps each user's queue apart", () => {
    offlineQueue.add('u1', queued('Hers'));
    offlineQueue.add('u2', queued('Theirs'));
    offlineQueue.clear('u1');
    expect(offlineQueue.list('u1')).toEqual([]);
    expect(offlineQueue.list('u2').map((e) => e.body.name)).toEqual(['Theirs']);
  });

  it('is cleared when she signs out', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    offlineQueue.add('u1', queued('Nausea'));
    offlineQueue.add('u2', queued('Someone else'));
    serveFetch({ [`GET ${PROFILE_PATH}`]: [200, testProfile()], 'POST /api/auth/logout': [200, { message: 'ok' }] });
    function SignOut() {
      const { state, signOut } = useAuth();
      return state.status === 'signed-in' ? <button onClick={() => void signOut()}>Sign out</button> : null;
    }
    renderWithApp(<SignOut />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
    expect(offlineQueue.list('u1')).toEqual([]);
    expect(offlineQueue.list('u2')).toHaveLength(1);
  });
});

describe('a symptom logged offline', () => {
  function SignedIn({ children }: { children: ReactNode }) {
    return useAuth().state.status === 'signed-in' ? children : null;
  }

  it('is saved on this device, listed as waiting and counted, then sent once she is back online', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stored: Symptom[] = [];
    const calls = serveFetch({
      [`GET ${PROFILE_PATH}`]: [200, testProfile()],
      'GET /api/symptoms': async () => (onLine() ? [200, stored] : networkDown()),
      'GET /api/tracking/stats': async () => networkDown(),
      'POST /api/symptoms': async () => {
        if (!onLine()) return networkDown();
        const s = symptom({ name: (calls.at(-1)!.body as { name: string }).name });
        stored.push(s);
        return [201, s];
      },
    });
    renderWithApp(
      <SignedIn>
        <OfflineQueueSync />
        <OfflineQueueStatus />
        <LogSymptomDialog />
        <SymptomHistory />
        <Toaster />
      </SignedIn>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Symptom' }));
    // The browser says so too (TanStack Query pauses its requests on this event).
    act(() => void window.dispatchEvent(new Event('offline')));
    const dialog = screen.getByRole('dialog', { name: 'Log New Symptom' });
    await user.type(within(dialog).getByLabelText('Symptom name'), 'Back pain');
    await user.click(within(dialog).getByRole('button', { name: 'Log Symptom' }));

    expect(await screen.findByText(OFFLINE_QUEUED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_QUEUE_WAITING_MESSAGE(1))).toHaveAttribute('role', 'status');
    const history = screen.getByRole('region', { name: 'Symptoms History' });
    expect(within(history).getByText(OFFLINE_PENDING_LABEL)).toBeInTheDocument();
    expect(within(history).getByText('Back pain')).toBeInTheDocument();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));

    await waitFor(() => expect(screen.queryByText(OFFLINE_QUEUE_WAITING_MESSAGE(1))).not.toBeInTheDocument());
    await waitFor(() => expect(within(history).queryByText(OFFLINE_PENDING_LABEL)).not.toBeInTheDocument());
    expect(within(history).getByText('Back pain')).toBeInTheDocument();
    expect(stored).toHaveLength(1);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect((posts[1]!.body as { clientId: string }).clientId).toBe((posts[0]!.body as { clientId: string }).clientId);
  });
});
