import { describe, expect, it } from 'vitest';
import { HOME_KEY } from './boot/home-shell.ts';
import { TOKEN_KEY, tokenStorage } from './token-storage.ts';

describe('session token storage', () => {
  it("removes the home copy's texts with the session, and at a new one", () => {
    tokenStorage.set('first');
    localStorage.setItem(HOME_KEY, '{"slots":{"greeting":"Hello, Ana!"},"days":[]}');
    tokenStorage.clear();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(HOME_KEY)).toBeNull();

    localStorage.setItem(HOME_KEY, '{"slots":{"greeting":"Hello, Ana!"},"days":[]}');
    tokenStorage.set('second');
    expect(tokenStorage.get()).toBe('second');
    expect(localStorage.getItem(HOME_KEY)).toBeNull();
  });
});
