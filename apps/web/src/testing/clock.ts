import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fake timers that still run on with real time, so React, TanStack Query and Testing Library's
 * waits work as usual, while the test moves the clock ahead with `stepClock` instead of sleeping
 * through a poll or a pause (a real sleep is slow, and on a busy machine it proves nothing).
 * setup.ts puts the real timers back after each test.
 */
export function useSteppedClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
}

/** Runs every timer due in the next `ms` of the stepped clock, inside act(). */
export const stepClock = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
