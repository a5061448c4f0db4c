/** The session token lives in local storage under `authToken` (spec §4). */
const KEY = 'authToken';

export const tokenStorage = {
  get: (): string | null => {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set: (token: string) => localStorage.setItem(KEY, token),
  clear: () => localStorage.removeItem(KEY),
};
