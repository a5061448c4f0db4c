import { homeShellStorage } from './boot/home-shell.ts';

/** The session token lives in local storage under `authToken` (spec §4). */
export const TOKEN_KEY = 'authToken';

/**
 * The session token, and with it the texts kept for the home page's first paint
 * (boot/home-shell.ts): a new session or the end of one removes those, so nothing of hers
 * outlives her session on the device or shows to whoever signs in next.
 */
export const tokenStorage = {
  get: (): string | null => {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string) => {
    homeShellStorage.clear();
    localStorage.setItem(TOKEN_KEY, token);
  },
  clear: () => {
    homeShellStorage.clear();
    localStorage.removeItem(TOKEN_KEY);
  },
};
