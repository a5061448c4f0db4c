import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiToken, callAs, createApprovedUser } from './support/accounts.ts';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import { CLS_BAR, measure, seedHer, WATCH_LAYOUT_SHIFTS, type Measured } from './support/layout-shifts.ts';
import { EVERY_PAGE, startSignedIn } from './support/pages.ts';

/*
 * Issue 33's bar (support/layout-shifts.ts) for what every-page.e2e.ts does not open: the pages
 * her synced partner sees differently, and brand-new accounts, where the empty states are.
 * every-page.e2e.ts measures every page of the registry as she (with data), a guest and the admin.
 */

const SIZES = [
  { size: 'phone', viewport: PHONE },
  { size: 'desktop', viewport: DESKTOP },
] as const;

/** The pages her synced partner sees differently. */
const PARTNER_LOOKS = (herId: string) => [
  { name: 'dashboard (partner)', path: '/dashboard' },
  { name: 'profile (partner)', path: '/profile' },
  { name: 'contractions (partner, for her)', path: `/contractions?for=${herId}` },
];

describe('her synced partner: every page he sees differently shifts its layout by less than 0.05 on a direct load', () => {
  let browser: Browser;
  let herId = '';
  let partnerToken = '';
  const figures: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const maya = await createApprovedUser({ firstName: 'Maya', lastName: 'Lopez', pregnancyWeeks: 26 });
    const sam = await createApprovedUser({ firstName: 'Sam', lastName: 'Okafor', isPregnant: false });
    herId = maya.id;
    const herToken = await apiToken(maya.email, maya.password);
    partnerToken = await apiToken(sam.email, sam.password);
    await seedHer(herToken);
    const request = await callAs(partnerToken, '/api/parent-sync/request', {
      method: 'POST',
      body: { partnerEmail: maya.email },
    });
    await callAs(herToken, '/api/parent-sync/respond', {
      method: 'POST',
      body: { requestId: request.id, status: 'approved' },
    });
  }, 60_000);
  afterAll(async () => {
    console.log(`Cumulative layout shift on a direct load, her partner (bar < ${CLS_BAR}):\n${figures.join('\n')}`);
    await browser.close();
  });

  describe.each(SIZES)('$size', ({ size, viewport }) => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.newContext({ viewport, baseURL: inject('baseUrl') });
      await startSignedIn(context, partnerToken);
      await context.addInitScript(WATCH_LAYOUT_SHIFTS);
    });
    afterAll(() => context.close());

    // A function, so the looks can name her id (known once beforeAll has run).
    it.each(PARTNER_LOOKS('<her id>'))('$name ($path)', async ({ name, path }) => {
      const { cls, shifts } = await measure(context, name, path.replace('<her id>', herId));
      figures.push(`  ${size.padEnd(7)} ${name.padEnd(34)} ${cls.toFixed(3)}`);
      expect(cls, `${name} at ${size} shifted:\n${shifts.join('\n')}`).toBeLessThan(CLS_BAR);
    });
  });
});

/** Her signed-in pages in the registry (not the administrator's, not the signed-out ones). */
const HER_PAGES = EVERY_PAGE.filter(({ as }) => as === 'user');

/** The pages a partner who is not pregnant sees differently: his home (the sync panel first or the partner view), his profile, the chat. */
const PARTNER_PAGES = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'profile', path: '/profile' },
  { name: 'chat', path: '/chat' },
];

/**
 * The same bar for a brand-new account, where the empty states are: she was just approved and has
 * logged nothing (no entries, appointments, kicks, contractions, weights, no partner) and is in
 * her first week; a partner who has not synced yet (his home puts the sync panel first); and a
 * partner synced with a new, empty account (the partner view with nothing in it). One test per
 * person and size, each in a fresh browser context (the very first visit, nothing remembered),
 * failing with the worst page's figure and what moved on every page over the bar.
 */
describe('a brand-new account: every page on a direct load shifts its layout by less than 0.05', () => {
  let browser: Browser;
  const looks: Record<string, { token: string; pages: { name: string; path: string }[] }> = {};
  const figures: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const [her, partner, followed, follower] = await Promise.all([
      createApprovedUser({ firstName: 'Ana', lastName: 'Reyes', pregnancyWeeks: 1 }),
      createApprovedUser({ firstName: 'Leo', lastName: 'Reyes', isPregnant: false }),
      createApprovedUser({ firstName: 'Ines', lastName: 'Park', pregnancyWeeks: 1 }),
      createApprovedUser({ firstName: 'Tom', lastName: 'Park', isPregnant: false }),
    ]);
    const token = (user: { email: string; password: string }) => apiToken(user.email, user.password);
    const followerToken = await token(follower);
    const request = await callAs(followerToken, '/api/parent-sync/request', {
      method: 'POST',
      body: { partnerEmail: followed.email },
    });
    await callAs(await token(followed), '/api/parent-sync/respond', {
      method: 'POST',
      body: { requestId: request.id, status: 'approved' },
    });
    looks['new account'] = { token: await token(her), pages: HER_PAGES };
    looks['new partner, not synced'] = { token: await token(partner), pages: PARTNER_PAGES };
    looks['new partner, synced'] = {
      token: followerToken,
      pages: [...PARTNER_PAGES, { name: 'contractions (for her)', path: `/contractions?for=${followed.id}` }],
    };
  }, 60_000);
  afterAll(async () => {
    console.log(
      `Cumulative layout shift on a direct load, brand-new accounts (bar < ${CLS_BAR}):\n${figures.join('\n')}`,
    );
    await browser.close();
  });

  const PERSONAS = ['new account', 'new partner, not synced', 'new partner, synced'] as const;
  it.each(SIZES.flatMap(({ size, viewport }) => PERSONAS.map((persona) => ({ persona, size, viewport }))))(
    '$persona at $size',
    async ({ persona, size, viewport }) => {
      const { token, pages } = looks[persona]!;
      const context = await browser.newContext({ viewport, baseURL: inject('baseUrl') });
      try {
        await startSignedIn(context, token);
        await context.addInitScript(WATCH_LAYOUT_SHIFTS);
        const measured: Measured[] = [];
        for (const { name, path } of pages) measured.push(await measure(context, name, path));
        for (const { name, cls } of measured)
          figures.push(`  ${size.padEnd(7)} ${persona.padEnd(24)} ${name.padEnd(24)} ${cls.toFixed(3)}`);
        const worst = measured.reduce((a, b) => (b.cls > a.cls ? b : a));
        const over = measured.filter(({ cls }) => cls >= CLS_BAR);
        expect(
          worst.cls,
          `worst: ${worst.name} ${worst.cls.toFixed(3)} (${persona}, ${size}); over ${CLS_BAR}:\n` +
            over.map(({ name, cls, shifts }) => `${name} ${cls.toFixed(3)}:\n  ${shifts.join('\n  ')}`).join('\n'),
        ).toBeLessThan(CLS_BAR);
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});
