import type { Mood, NewMood, NewSymptom, Symptom } from '@bloom/contract';
import { DEFAULT_ENERGY, DEFAULT_SEVERITY } from '@bloom/pregnancy';
import { useMemo } from 'react';
import type { QueuedEntry } from '@/lib/offline-queue/queue-store.ts';
import { useOfflineQueue, useSignedInUserId } from '@/lib/offline-queue/use-offline-queue.ts';

/** Her queued entries of a kind as the list's entities (id: the clientId; logged when queued), newest first. */
function usePending<T>(kind: 'symptom' | 'mood', toEntity: (entry: QueuedEntry, userId: string) => T): T[] {
  const id = useSignedInUserId();
  const entries = useOfflineQueue(id, kind);
  return useMemo(() => (id ? entries.map((e) => toEntity(e, id)).reverse() : []), [entries, id, toEntity]);
}

const toSymptom = (entry: QueuedEntry, userId: string): Symptom => {
  const body = entry.body as NewSymptom;
  return {
    id: entry.clientId,
    userId,
    name: body.name.trim(),
    severity: body.severity ?? DEFAULT_SEVERITY,
    notes: body.notes?.trim() || null,
    loggedAt: entry.createdAt,
  };
};

const toMood = (entry: QueuedEntry, userId: string): Mood => {
  const body = entry.body as NewMood;
  return {
    id: entry.clientId,
    userId,
    mood: body.mood.trim(),
    energy: body.energy ?? DEFAULT_ENERGY,
    tags: body.tags ?? [],
    notes: body.notes?.trim() || null,
    loggedAt: entry.createdAt,
  };
};

export const usePendingSymptoms = () => usePending('symptom', toSymptom);
export const usePendingMoods = () => usePending('mood', toMood);
