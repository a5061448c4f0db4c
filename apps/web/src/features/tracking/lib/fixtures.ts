import { TREND_WEEKS, type Mood, type Symptom, type TrackingStats, type TrackingWeek } from '@bloom/contract';

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

/** 8 empty weeks, the last one starting on `lastStart` ('YYYY-MM-DD'), oldest first. */
export function emptyWeeks(lastStart = '2026-03-14'): TrackingWeek[] {
  const last = Date.parse(`${lastStart}T00:00:00Z`);
  return Array.from({ length: TREND_WEEKS }, (_, i) => ({
    start: new Date(last - (TREND_WEEKS - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
    count: 0,
    average: null,
  }));
}

export function someStats(fields: Partial<TrackingStats> = {}): TrackingStats {
  return {
    symptomCount: 0,
    moodCount: 0,
    averageSeverity: null,
    averageEnergy: null,
    severityByWeek: emptyWeeks(),
    energyByWeek: emptyWeeks(),
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
