import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * A fresh context (own local storage) on the test server. Any request to another origin fails
 * the test: the app must load nothing from elsewhere.
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; page: Page; foreign: string[] }> {
  const context = await browser.newContext({ viewport, colorScheme, baseURL: inject('baseUrl') });
  const page = await context.newPage();
  const origin = new URL(inject('baseUrl')).origin;
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return { context, page, foreign };
}

/** Waits until no finite animation runs (a sheet sliding in, a fade); spinners and pulses loop on. */
export async function animationsSettled(page: Page) {
  const settled = `document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)`;
  await expect.poll(() => page.evaluate<boolean>(settled)).toBe(true);
}

/**
 * The PostgreSQL run of the journeys (E2E_DATABASE_URL, scripts/test.ts) is there for what the
 * database does. What axe finds on a screen does not depend on the database, and the scans were
 * about half of a journey's time, so that run leaves them to the PGlite run, as vitest.config.ts
 * leaves it the journeys that only check looks (decision 013).
 */
export const axeScans = !process.env.E2E_DATABASE_URL;

/**
 * axe-core 4.13's experimental rules (off by default); every page runs with all of them (issue 33).
 */
export const EXPERIMENTAL_RULES = [
  'css-orientation-lock',
  'focus-order-semantics',
  'hidden-content',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
] as const;

/**
 * axe-core's violations on the current screen, as `impact: rule (help) at targets`: its default
 * rules (WCAG and best practice), plus the experimental ones when asked. A dialog still fading in has text at part opacity, which axe measures as low contrast,
 * so the finite animations (not spinners or skeleton pulses) are waited out first.
 */
export async function axeViolations(
  page: Page,
  { experimental = false }: { experimental?: boolean } = {},
): Promise<string[]> {
  if (!axeScans) return [];
  await animationsSettled(page);
  const builder = new AxeBuilder({ page });
  if (experimental) {
    builder.options({ rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])) });
  }
  const result = await builder.analyze();
  return result.violations.map(
    (v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** axe-core: 0 violations of any impact on the current screen (the quality bar for every page). */
export async function expectNoAxeViolations(page: Page, where?: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

/** axe-core: no serious or critical violation on the current screen. */
export async function expectAccessible(page: Page) {
  expect((await axeViolations(page)).filter((v) => /^(serious|critical):/.test(v))).toEqual([]);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
