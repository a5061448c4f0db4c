import { useEffect, useState } from 'react';
import { readTiming, writeTiming, type ContractionInProgress } from './contraction-in-progress.ts';

/** The contraction being timed, saved to this device on every change (see contraction-in-progress.ts). */
export function useContractionTimer(userId: string, forId: string | undefined) {
  const [timing, setTiming] = useState<ContractionInProgress | null>(() => readTiming(userId, forId));
  useEffect(() => writeTiming(userId, forId, timing), [userId, forId, timing]);
  return {
    timing,
    start: () => setTiming({ startedAt: new Date().toISOString(), endedAt: null }),
    stop: () => setTiming((t) => (t && !t.endedAt ? { ...t, endedAt: new Date().toISOString() } : t)),
    /** Forgets it (after it is saved, or when it is discarded). */
    clear: () => setTiming(null),
  };
}
