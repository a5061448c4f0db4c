import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiFetch, readResponse } from '../api-client.ts';
import { isOnline } from '../network/online-status.ts';
import { offlineQueue, type OfflineKind, type QueuedEntry } from './queue-store.ts';

/** A new id for an entry; crypto.randomUUID exists only on https (and localhost). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The server's answer, or the entry kept on this device because the request could not be made. */
export type SentOrQueued<T> = { queued: false; entry: T } | { queued: true; entry: QueuedEntry };

/**
 * POSTs one of her creates with a clientId. When the request fails on the network (fetch's
 * TypeError: offline, or the answer lost on the way), the entry goes to her queue instead of being
 * lost; an answer (2xx or an error) is read as apiRequest reads it. Without a user (signed out)
 * nothing is kept and the failure is thrown.
 */
export async function sendOrQueue<S extends z.core.$ZodType>(
  userId: string | null,
  kind: OfflineKind,
  url: string,
  body: object,
  schema: S,
): Promise<SentOrQueued<z.output<S>>> {
  const withId = { clientId: newClientId(), ...body } as QueuedEntry['body'];
  let res: Response;
  try {
    res = await apiFetch(url, { method: 'POST', body: withId });
  } catch (error) {
    if (!(error instanceof TypeError) || !userId) throw error;
    const entry: QueuedEntry = {
      clientId: withId.clientId,
      kind,
      url,
      body: withId,
      createdAt: new Date().toISOString(),
    };
    offlineQueue.add(userId, entry);
    return { queued: true, entry };
  }
  return { queued: false, entry: await readResponse(res, { schema }) };
}

/** 4xx answers a later retry may change: keep the entry and try again later. */
const RETRYABLE = new Set([401, 408, 425, 429]);

const flushing = new Map<string, Promise<OfflineKind[]>>();

/**
 * Sends her queued entries in order. Each is removed only once the server answered 2xx (a repeat
 * of its clientId answers the stored entry); a 4xx that can never succeed stays, marked with the
 * server's message, for her to see; a network failure, 5xx or 429 stops the run (the rest wait, in
 * order). A 401 ends her session as any other request's. One run per user at a time.
 * @returns the kinds of the entries sent
 */
export function flushOfflineQueue(userId: string): Promise<OfflineKind[]> {
  const running = flushing.get(userId);
  if (running) return running;
  const run = (async () => {
    const sent: OfflineKind[] = [];
    for (const entry of offlineQueue.list(userId)) {
      if (entry.error) continue;
      if (!isOnline()) break;
      let res: Response;
      try {
        res = await apiFetch(entry.url, { method: 'POST', body: entry.body });
      } catch {
        break;
      }
      if (res.ok) {
        offlineQueue.remove(userId, entry.clientId);
        sent.push(entry.kind);
        continue;
      }
      const failure = await readResponse(res).catch((e: unknown) => e);
      if (res.status >= 400 && res.status < 500 && !RETRYABLE.has(res.status)) {
        const message = failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : String(failure);
        offlineQueue.markRefused(userId, entry.clientId, message);
        continue;
      }
      break;
    }
    return sent;
  })().finally(() => flushing.delete(userId));
  flushing.set(userId, run);
  return run;
}

/** The lists each kind's entries appear in (query keys are URL segments; a prefix covers its children). */
const REFRESHES: Record<OfflineKind, string[]> = {
  symptom: ['/api/symptoms', '/api/tracking/stats'],
  mood: ['/api/moods', '/api/tracking/stats'],
  kick: ['/api/kick-sessions'],
  contraction: ['/api/contractions'],
};

/** Flushes her queue, then refetches the lists of what was sent. */
export async function flushAndRefresh(queryClient: QueryClient, userId: string): Promise<void> {
  const sent = await flushOfflineQueue(userId);
  const keys = new Set(sent.flatMap((kind) => REFRESHES[kind]));
  await Promise.all([...keys].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}
