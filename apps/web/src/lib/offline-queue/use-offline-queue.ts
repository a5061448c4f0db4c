import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '../auth/auth-context.tsx';
import { useOnlineStatus } from '../network/online-status.ts';
import { offlineQueue, type OfflineKind, type QueuedEntry } from './queue-store.ts';
import { flushAndRefresh } from './send.ts';

const NONE: QueuedEntry[] = [];

/** Her queued entries (of one kind, or all), oldest first; re-renders as the queue changes. */
export function useOfflineQueue(userId: string | null, kind?: OfflineKind): QueuedEntry[] {
  const entries = useSyncExternalStore(
    offlineQueue.subscribe,
    () => (userId ? offlineQueue.list(userId) : NONE),
    () => NONE,
  );
  return useMemo(() => (kind ? entries.filter((e) => e.kind === kind) : entries), [entries, kind]);
}

/** The signed-in user's id, or null (the queue is per user). */
export function useSignedInUserId(): string | null {
  const { state } = useAuth();
  return state.status === 'signed-in' ? state.user.id : null;
}

/** Sends her queue when the app starts signed in and each time the device comes back online. */
export function OfflineQueueSync() {
  const userId = useSignedInUserId();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId && online) void flushAndRefresh(queryClient, userId);
  }, [userId, online, queryClient]);
  return null;
}
