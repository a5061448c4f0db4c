import type { Mood, Symptom } from '@bloom/contract';

/** Test data in the API's shape; only for this feature's tests. */
let seq = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

export function aSymptom(fields: Partial<Symptom> = {}): Symptom {
  return {
    id: nextId(),
    userId: 'user-1',
    name: 'Nausea',
    severity: 2,
    notes: null,
    loggedAt: '2026-03-05T14:30:00.000Z',
    ...fields,
  };
}

export function aMood(fields: Partial<Mood> = {}): Mood {
  return {
    id: nextId(),
    userId: 'user-1',
    mood: 'Good',
    energy: 3,
    tags: [],
    notes: null,
    loggedAt: '2026-03-05T14:30:00.000Z',
    ...fields,
  };
}

/** A promise with its resolver outside, to hold a request open while a test looks at 'pending'. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
