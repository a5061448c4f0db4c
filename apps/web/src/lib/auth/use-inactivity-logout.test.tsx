import { fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_LIMIT_MS, useInactivityLogout } from './use-inactivity-logout.ts';

describe('useInactivityLogout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('signs out after 60 minutes without activity', () => {
    const onInactive = vi.fn();
    renderHook(() => useInactivityLogout(onInactive));
    expect(INACTIVITY_LIMIT_MS).toBe(3_600_000);
    vi.advanceTimersByTime(INACTIVITY_LIMIT_MS - 1);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('restarts the clock on mouse, key, scroll, touch, click and focus activity', () => {
    for (const event of ['mouseMove', 'mouseDown', 'keyDown', 'scroll', 'touchStart', 'click', 'focus'] as const) {
      const onInactive = vi.fn();
      const { unmount } = renderHook(() => useInactivityLogout(onInactive));
      vi.advanceTimersByTime(INACTIVITY_LIMIT_MS - 1000);
      fireEvent[event](window);
      vi.advanceTimersByTime(2000);
      expect.soft(onInactive, `${event}: not yet`).not.toHaveBeenCalled();
      vi.advanceTimersByTime(INACTIVITY_LIMIT_MS);
      expect.soft(onInactive, `${event}: a full limit after it`).toHaveBeenCalledTimes(1);
      unmount();
    }
  });
});
