import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own view; a browser that cannot tell is taken to be online. */
export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/**
 * Whether the device is online, as the browser reports it (`navigator.onLine`), re-rendering on
 * its `online` and `offline` events. "Online" only means a network is there, not that the server
 * answers; "offline" is certain.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
