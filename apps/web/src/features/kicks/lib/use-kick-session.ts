import { useEffect, useState } from 'react';
import { addKick, readSession, startSession, writeSession, type SessionInProgress } from './session-in-progress.ts';

/** The session she is counting, saved to this device on every change (see session-in-progress.ts). */
export function useKickSession(userId: string) {
  const [session, setSession] = useState<SessionInProgress | null>(() => readSession(userId));
  useEffect(() => writeSession(userId, session), [userId, session]);
  return {
    session,
    start: () => setSession(startSession(new Date())),
    // From the previous state: quick taps in a row each count.
    tap: () => setSession((s) => (s ? addKick(s, new Date()) : s)),
    stop: () => setSession((s) => (s && !s.endedAt ? { ...s, endedAt: new Date().toISOString() } : s)),
    setLessThanUsual: (lessThanUsual: boolean) => setSession((s) => (s ? { ...s, lessThanUsual } : s)),
    /** Forgets it (after it is saved, or when she discards it). */
    clear: () => setSession(null),
  };
}
