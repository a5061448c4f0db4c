import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { animationsSettled, axeViolations, DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import { CLS_BAR, layoutShiftOf, openSettled, seedHer, WATCH_LAYOUT_SHIFTS } from './support/layout-shifts.ts';
import { apiToken, EVERY_PAGE, openAndSettle, startSignedIn, type Who } from './support/pages.ts';

/**
 * Quality bars (Web app): axe-core on every screen, light and dark, 390×844 and 1280×800 →
 * 0 violations of any impact, its best-practice and experimental rules on; no request to any
 * origin other than the app's own. And issue 33's: each page opened directly shifts its layout by
 * less than 0.05 until it has settled. One load of each page serves every check: she has used the
 * app for a while (lists that arrive after the heading are where pages jumped: the tracking page
 * measured 0.745 on a phone). layout-shift.e2e.ts measures her partner's pages and new accounts.
 */

const COMBOS = [
  { size: 'phone', viewport: PHONE, theme: 'light' },
  { size: 'phone', viewport: PHONE, theme: 'dark' },
  { size: 'desktop', viewport: DESKTOP, theme: 'light' },
  { size: 'desktop', viewport: DESKTOP, theme: 'dark' },
] as const;

describe('every page passes axe with 0 violations, loads nothing from elsewhere and shifts nothing on a direct load', () => {
  let browser: Browser;
  const tokens: Record<Who, string | null> = { guest: null, user: null, admin: null };
  const figures: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    const { email, password } = await createApprovedUser({ firstName: 'Iris', lastName: 'Moreno', pregnancyWeeks: 26 });
    tokens.user = await apiToken(email, password);
    tokens.admin = await apiToken(inject('adminEmail'), inject('adminPassword'));
    await seedHer(tokens.user);
  }, 60_000);
  afterAll(async () => {
    console.log(`Cumulative layout shift on a direct load (bar < ${CLS_BAR}):\n${figures.join('\n')}`);
    await browser.close();
  });

  describe.each(COMBOS)('$size, $theme', ({ size, viewport, theme }) => {
    const contexts = new Map<Who, BrowserContext>();
    const foreign: string[] = [];
    beforeAll(async () => {
      const origin = new URL(inject('baseUrl')).origin;
      for (const who of ['guest', 'user', 'admin'] as const) {
        const context = await browser.newContext({ viewport, colorScheme: theme, baseURL: inject('baseUrl') });
        context.on('request', (req) => {
          const url = req.url();
          if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
        });
        const token = tokens[who];
        if (token) await startSignedIn(context, token);
        await context.addInitScript(WATCH_LAYOUT_SHIFTS);
        contexts.set(who, context);
      }
    });
    afterAll(async () => {
      for (const context of contexts.values()) await context.close();
    });

    it.each(EVERY_PAGE)('$name ($path)', async ({ name, path, as }) => {
      const page = await contexts.get(as)!.newPage();
      try {
        await openSettled(page, path);
        // Read before axe, which scrolls and touches the page.
        const { cls, shifts } = await layoutShiftOf(page, name);
        figures.push(`  ${`${size}, ${theme}`.padEnd(15)} ${name.padEnd(34)} ${cls.toFixed(3)}`);
        expect(cls, `${name} at ${size} (${theme}) shifted:\n${shifts.join('\n')}`).toBeLessThan(CLS_BAR);
        expect(await page.evaluate('matchMedia("(prefers-color-scheme: dark)").matches')).toBe(theme === 'dark');
        // Best-practice rules and the experimental ones every page passes (issue 33: the visible
        // label is part of the accessible name, WCAG 2.5.3).
        expect(await axeViolations(page, { experimental: true })).toEqual([]);
        // Nothing wider than the screen (phone first: no sideways scrolling).
        const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
        expect(overflow).toBeLessThanOrEqual(0);
        expect(foreign).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
});

describe('navigation in the app frame', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens each page at the top with focus on its heading, and the bottom bar reaches every destination', async () => {
    const { email, password } = await createApprovedUser({ firstName: 'June' });
    const context = await browser.newContext({ viewport: PHONE, baseURL: inject('baseUrl') });
    await startSignedIn(context, await apiToken(email, password));
    const page = await context.newPage();
    await openAndSettle(page, '/dashboard');
    // First load: focus stays where the browser puts it.
    expect(await page.evaluate('document.activeElement === document.body')).toBe(true);

    const bar = page.getByRole('navigation', { name: 'Main' });
    const labels = await bar.locator('a, button').allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual(['Home', 'Track', 'BLOOM', 'Learn', 'Providers', 'More']);

    for (const [label, path] of [
      ['Track', '/tracking'],
      ['Learn', '/education'],
      ['Providers', '/providers'],
      ['BLOOM', '/chat'],
      ['Home', '/'],
    ] as const) {
      await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
      await bar.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(() => page.evaluate('document.activeElement?.tagName')).toBe('H1');
      await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
      expect(await bar.getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe('page');
    }
    await context.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'the home page’s first screen (%s) holds her week, this week’s baby and today’s three actions; a direct load shifts nothing',
    async (size, viewport) => {
      const { email, password } = await createApprovedUser({ firstName: 'Nora', pregnancyWeeks: 26 });
      const context = await browser.newContext({ viewport, baseURL: inject('baseUrl') });
      await startSignedIn(context, await apiToken(email, password));
      await context.addInitScript(WATCH_LAYOUT_SHIFTS);
      const page = await context.newPage();
      await openAndSettle(page, '/');
      // Every section below has been drawn (the last one is the sync panel).
      await page.locator('#partner-sync h2').first().waitFor({ timeout: 20_000 });
      // The first screen ends at the bottom bar on a phone, at the window's edge on a desktop.
      const end =
        size === 'phone' ? (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.y : viewport.height;
      const boxOf = async (what: string, locator: ReturnType<Page['locator']>) => {
        const box = await locator.boundingBox();
        expect(box, what).not.toBeNull();
        return box!;
      };
      const whole = [
        ['greeting', page.getByRole('heading', { level: 1, name: 'Hello, Nora!' })],
        ['week', page.getByText('Week 26', { exact: true }).first()],
        ['baby', page.getByRole('region', { name: 'Your baby this week' })],
        ['drawing', page.getByRole('img', { name: /^Illustration of a/ })],
      ] as const;
      for (const [what, locator] of whole) {
        const box = await boxOf(what, locator);
        expect(box.y + box.height, `${what} ends above the fold`).toBeLessThanOrEqual(end);
      }
      const today = page.getByRole('region', { name: 'Today' }).getByRole('link');
      expect(await today.allInnerTexts()).toEqual([
        expect.stringContaining('Log how you feel'),
        expect.stringContaining('Count kicks'),
        expect.stringContaining('Next visit'),
      ]);
      for (const link of await today.all()) {
        const box = await boxOf('action', link);
        expect(box.y + box.height, `${await link.innerText()} ends above the fold`).toBeLessThanOrEqual(end);
      }
      // The chat allowance comes after all of them now.
      const usage = await boxOf('usage card', page.getByRole('heading', { name: 'Your BLOOM chat' }));
      const lastAction = await boxOf('last action', today.last());
      const baby = await boxOf('baby', page.getByRole('region', { name: 'Your baby this week' }));
      expect(usage.y).toBeGreaterThan(Math.max(lastAction.y + lastAction.height, baby.y + baby.height));
      expect(await page.evaluate<number>('window.__layoutShift')).toBeLessThan(0.05);
      await context.close();
    },
  );

  it('a toast on screen passes axe with its experimental rules, and a keyboard still reaches it', async () => {
    const { email, password } = await createApprovedUser({ firstName: 'Tia' });
    const context = await browser.newContext({ viewport: PHONE, baseURL: inject('baseUrl') });
    await startSignedIn(context, await apiToken(email, password));
    const page = await context.newPage();
    await openAndSettle(page, '/dashboard');
    await page.getByRole('button', { name: 'Add Symptom' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log New Symptom' });
    await dialog.getByLabel('Symptom name').fill('Headache');
    await dialog.getByRole('button', { name: 'Log Symptom' }).click();
    await dialog.waitFor({ state: 'detached' });
    const toast = page.locator('.toast');
    await toast.waitFor();
    // F8 jumps to the notifications (which holds the toast while it has focus); Tab reaches the toast.
    await page.keyboard.press('F8');
    await page.keyboard.press('Tab');
    const toastHasFocus = `document.querySelector('.toast')?.contains(document.activeElement) === true`;
    await expect.poll(() => page.evaluate<boolean>(toastHasFocus)).toBe(true);
    // Radix's focus proxies around the list were elements in the tab order without a role
    // (focus-order-semantics, components/ui/toaster.tsx).
    expect(await axeViolations(page, { experimental: true })).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'a dialog is a bottom sheet on phones, passes axe (%s), and a toast shown over it stays clear of its fields',
    async (theme) => {
      const { email, password } = await createApprovedUser({ firstName: 'Rosa' });
      const context = await browser.newContext({ viewport: PHONE, colorScheme: theme, baseURL: inject('baseUrl') });
      await startSignedIn(context, await apiToken(email, password));
      const page = await context.newPage();
      // Saving fails, so the error toast appears while the dialog stays open.
      await page.route('**/api/symptoms', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
      );
      await openAndSettle(page, '/dashboard');
      await page.getByRole('button', { name: 'Add Symptom' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log New Symptom' });
      await dialog.waitFor();
      // Measured once the sheet has slid in.
      await animationsSettled(page);
      const box = (await dialog.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(PHONE.height);
      expect(box.width).toBe(PHONE.width);
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByLabel('Symptom name').fill('Headache');
      await dialog.getByRole('button', { name: 'Log Symptom' }).click();
      const toast = page.getByRole('status').filter({ hasText: 'Failed to log symptom' }).first();
      await toast.waitFor();
      // The pointer over it holds the toast's 5 s (Radix pauses its timer): the checks below must
      // not race it, and on a busy machine they took longer (the close button was gone).
      await page.locator('.toast').hover();
      const toastBox = (await page.locator('.toast').boundingBox())!;
      for (const field of await dialog.locator('input, select, textarea, button[type=submit]').all()) {
        const f = (await field.boundingBox())!;
        expect(toastBox.y + toastBox.height <= f.y || toastBox.y >= f.y + f.height).toBe(true);
      }
      expect(toastBox.width).toBeLessThanOrEqual(420);
      // One toast, with a close button that works while the dialog is open.
      expect(await page.locator('.toast').count()).toBe(1);
      await page.getByRole('button', { name: 'Dismiss notification' }).click();
      await expect.poll(() => page.locator('.toast').count()).toBe(0);
      expect(await dialog.isVisible()).toBe(true);

      await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
