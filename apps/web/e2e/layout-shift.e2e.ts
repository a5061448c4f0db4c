import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiToken, callAs, createApprovedUser } from './support/accounts.ts';
import { DESKTOP, launchBrowser, PHONE } from './support/browser.ts';
import { seedEveryTool } from './support/her-data.ts';
import { EVERY_PAGE, openAndSettle, startSignedIn, type Who } from './support/pages.ts';

/**
 * Issue 33's bar: every page of the registry, opened directly (a fresh document, as from a link
 * elsewhere or a reload), shifts its layout by less than 0.05 (cumulative layout shift) from the
 * navigation until its data is in and it has settled, on a phone and on a desktop. She has data
 * (lists that arrive after the heading are where pages jumped: the tracking page measured 0.745 on
 * a phone); her partner looks at his view of her; the admin at the admin page.
 */
const CLS_BAR = 0.05;

/**
 * Adds up the layout shifts of the document from its first paint (without those right after an
 * input) into window.__layoutShift, and keeps what moved in window.__shifts for the failure message.
 */
const WATCH_LAYOUT_SHIFTS = `window.__layoutShift = 0;
window.__shifts = [];
const describeNode = (node) => {
  if (node && node.nodeType === 3 && node.parentElement) return 'text in ' + describeNode(node.parentElement);
  if (!node || node.nodeType !== 1) return node ? node.nodeName : '?';
  const id = node.id ? '#' + node.id : '';
  const cls = typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).slice(0, 4).join('.') : '';
  return node.tagName.toLowerCase() + id + cls + ' "' + (node.textContent || '').trim().slice(0, 40) + '"';
};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    window.__layoutShift += entry.value;
    window.__shifts.push(entry.value.toFixed(4) + ' at ' + Math.round(entry.startTime) + ' ms: ' +
      entry.sources.map((s) => describeNode(s.node) + ' ' + JSON.stringify([s.previousRect.y, s.previousRect.height]) + '→' + JSON.stringify([s.currentRect.y, s.currentRect.height])).join(' | '));
  }
}).observe({ type: 'layout-shift', buffered: true });`;

/**
 * Settled: the heading, the fonts and every section's first answer are in (openAndSettle: no
 * aria-busy placeholder), no skeleton shimmers, no deferred section still waits for its turn, and
 * two frames have been drawn since, so their shifts are reported.
 */
async function openSettled(page: Page, path: string) {
  await openAndSettle(page, path);
  const quiet = `document.querySelector('[aria-busy="true"], .animate-shimmer, [data-deferred="waiting"]') === null`;
  await expect.poll(() => page.evaluate<boolean>(quiet), { timeout: 20_000 }).toBe(true);
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))))',
  );
}

type Role = Who | 'partner';

/** The registry's looks (her as 'user'), and the pages her synced partner sees differently. */
const LOOKS = (herId: string): { name: string; path: string; as: Role }[] => [
  ...EVERY_PAGE,
  { name: 'dashboard (partner)', path: '/dashboard', as: 'partner' },
  { name: 'profile (partner)', path: '/profile', as: 'partner' },
  { name: 'contractions (partner, for her)', path: `/contractions?for=${herId}`, as: 'partner' },
];

/** She has used the app for a while: entries on every page that lists them. */
async function seedHer(token: string) {
  await seedEveryTool(token, {
    symptoms: [
      ['Nausea', 3],
      ['Back pain', 2],
      ['Heartburn', 4],
    ],
    symptomNotes: 'After dinner',
    entryTitle: 'Scan',
    appointmentTitle: 'Anatomy scan',
  });
  await callAs(token, '/api/chat/text', { method: 'POST', body: { message: 'Is sushi safe?' } });
}

const SIZES = [
  { size: 'phone', viewport: PHONE },
  { size: 'desktop', viewport: DESKTOP },
] as const;

/** A page's figure after a direct load, with what moved (for the failure message). */
interface Measured {
  name: string;
  cls: number;
  shifts: string[];
}

/** Opens `path` in a page of its own in `context`, waits until it has settled, and reads its layout shift. */
async function measure(context: BrowserContext, name: string, path: string): Promise<Measured> {
  const page = await context.newPage();
  try {
    await openSettled(page, path);
    return {
      name,
      cls: await page.evaluate<number>('window.__layoutShift'),
      shifts: await page.evaluate<string[]>('window.__shifts'),
    };
  } finally {
    await page.close();
  }
}

describe('every page on a direct load shifts its layout by less than 0.05', () => {
  let browser: Browser;
  let herId = '';
  const tokens: Record<Role, string | null> = { guest: null, user: null, admin: null, partner: null };
  const figures: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const maya = await createApprovedUser({ firstName: 'Maya', lastName: 'Lopez', pregnancyWeeks: 26 });
    const sam = await createApprovedUser({ firstName: 'Sam', lastName: 'Okafor', isPregnant: false });
    herId = maya.id;
    tokens.user = await apiToken(maya.email, maya.password);
    tokens.partner = await apiToken(sam.email, sam.password);
    tokens.admin = await apiToken(inject('adminEmail'), inject('adminPassword'));
    await seedHer(tokens.user);
    const request = await callAs(tokens.partner, '/api/parent-sync/request', {
      method: 'POST',
      body: { partnerEmail: maya.email },
    });
    await callAs(tokens.user, '/api/parent-sync/respond', {
      method: 'POST',
      body: { requestId: request.id, status: 'approved' },
    });
  }, 60_000);
  afterAll(async () => {
    // The figures together, for the report (each test also prints its own).
    console.log(`Cumulative layout shift on a direct load (bar < ${CLS_BAR}):\n${figures.join('\n')}`);
    await browser.close();
  });

  describe.each(SIZES)('$size', ({ size, viewport }) => {
    const contexts = new Map<Role, BrowserContext>();
    beforeAll(async () => {
      for (const role of ['guest', 'user', 'admin', 'partner'] as const) {
        const context = await browser.newContext({ viewport, baseURL: inject('baseUrl') });
        const token = tokens[role];
        if (token) await startSignedIn(context, token);
        await context.addInitScript(WATCH_LAYOUT_SHIFTS);
        contexts.set(role, context);
      }
    });
    afterAll(async () => {
      for (const context of contexts.values()) await context.close();
    });

    // A function, so the partner's looks can name her id (known once beforeAll has run).
    it.each(LOOKS('<her id>'))('$name ($path) as $as', async ({ name, path, as }) => {
      const { cls, shifts } = await measure(contexts.get(as)!, name, path.replace('<her id>', herId));
      figures.push(`  ${size.padEnd(7)} ${name.padEnd(34)} ${cls.toFixed(3)}`);
      console.log(`CLS ${size} ${name}: ${cls.toFixed(3)}`);
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
