import { useEffect } from 'react';

/** Spec §9: sign out after 60 minutes without mouse, key, scroll, touch, click or focus. */
export const INACTIVITY_LIMIT_MS = 3_600_000;
const EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click', 'focus'] as const;

export function useInactivityLogout(onInactive: () => void, limitMs = INACTIVITY_LIMIT_MS) {
  useEffect(() => {
    let timer = window.setTimeout(onInactive, limitMs);
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onInactive, limitMs);
    };
    for (const e of EVENTS) window.addEventListener(e, reset, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const e of EVENTS) window.removeEventListener(e, reset, { capture: true });
    };
  }, [onInactive, limitMs]);
}
