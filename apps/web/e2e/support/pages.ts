import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { pageVisits, type Who } from '../../src/app/pages.ts';

export type { Who };

/**
 * Every page the router has, each as often as the page registry (src/app/pages.ts, `visits`)
 * walks it, with who looks at it.
 */
export const EVERY_PAGE: { name: string; path: string; as: Who }[] = pageVisits().map(({ name, path, as }) => ({
  name,
  path,
  as,
}));

/** A session token from the API, for a context that starts signed in. */
export async function apiToken(email: string, password: string): Promise<string> {
  const res = await fetch(new URL('/api/auth/login', inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email} → ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** Every page in this context opens signed in with `token` (the app keeps it under authToken). */
export async function startSignedIn(context: BrowserContext, token: string) {
  await context.addInitScript(`localStorage.setItem('authToken', ${JSON.stringify(token)})`);
}

/** Opens `path` and waits until its h1, its fonts and its first data are in. */
export async function openAndSettle(page: Page, path: string) {
  await page.goto(path);
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.evaluate('document.fonts.ready.then(() => undefined)');
  // Sections fill in from the API after the heading: wait until none still shows its loading
  // placeholder (skeletons and loading lists say aria-busy="true" until their answer is in).
  await page.waitForLoadState('load');
  await expect.poll(() => page.evaluate<boolean>(`document.querySelector('[aria-busy="true"]') === null`)).toBe(true);
}
