/**
 * Her creates waiting for the network (issue 35), kept on this device per user.
 *
 * Stored in localStorage, not IndexedDB: the queue is a handful of small JSON bodies; a
 * synchronous read lets the lists and the indicator draw queued entries on their first render
 * (useSyncExternalStore needs a synchronous snapshot) and lets sign-out remove them before it
 * returns; the kick and contraction in progress already live there the same way; and it needs no
 * polyfill in the component tests. Each user's queue has its own key, and signing out removes it.
 */
export const OFFLINE_KINDS = ['symptom', 'mood', 'kick', 'contraction'] as const;
export type OfflineKind = (typeof OFFLINE_KINDS)[number];

export interface QueuedEntry {
  /** The entry's id from this device (also `body.clientId`): a retry never stores it twice. */
  clientId: string;
  kind: OfflineKind;
  /** Where the POST goes, with its query (a partner's `?for=`). */
  url: string;
  body: Record<string, unknown> & { clientId: string };
  createdAt: string;
  /** The server refused it (a 4xx that a retry cannot change): shown to her with this message. */
  error?: string;
}

const PREFIX = 'bloom.offline-queue.';
const keyOf = (userId: string) => PREFIX + userId;

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

// The parsed list per raw text, so a snapshot is the same array until the stored text changes.
let cache: { raw: string | null; entries: QueuedEntry[] } = { raw: null, entries: [] };

function read(userId: string): QueuedEntry[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(keyOf(userId));
  } catch {
    return [];
  }
  if (raw === cache.raw) return cache.entries;
  let entries: QueuedEntry[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) entries = parsed as QueuedEntry[];
  } catch {
    entries = [];
  }
  cache = { raw, entries };
  return entries;
}

function write(userId: string, entries: QueuedEntry[]) {
  if (entries.length === 0) localStorage.removeItem(keyOf(userId));
  else localStorage.setItem(keyOf(userId), JSON.stringify(entries));
  emit();
}

export const offlineQueue = {
  /** Her entries, oldest first. */
  list: read,
  /** Adds an entry at the end; one with the same clientId already there is kept as it is. */
  add(userId: string, entry: QueuedEntry) {
    const entries = read(userId);
    if (entries.some((e) => e.clientId === entry.clientId)) return;
    write(userId, [...entries, entry]);
  },
  remove(userId: string, clientId: string) {
    write(
      userId,
      read(userId).filter((e) => e.clientId !== clientId),
    );
  },
  markRefused(userId: string, clientId: string, error: string) {
    write(
      userId,
      read(userId).map((e) => (e.clientId === clientId ? { ...e, error } : e)),
    );
  },
  /** Forgets her queue (sign-out: it holds her health data). */
  clear(userId: string) {
    try {
      localStorage.removeItem(keyOf(userId));
    } catch {
      // Storage unavailable: nothing was kept.
    }
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    // Another tab's changes.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(PREFIX)) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
