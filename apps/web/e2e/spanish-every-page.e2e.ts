import { spanishMessageTable } from '@bloom/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../src/lib/i18n/en.ts';
import { es } from '../src/lib/i18n/es.ts';
import { callAs, createApprovedUser } from './support/accounts.ts';
import { launchBrowser, PHONE } from './support/browser.ts';
import { seedEveryTool } from './support/her-data.ts';
import { apiToken, EVERY_PAGE, openAndSettle } from './support/pages.ts';

/**
 * Issue 35, as an outside reviewer measures it: with Spanish chosen, no page shows English except
 * content marked as English (inside an element with lang="en": <Untranslated>, a source's own
 * words) and records shown as they were written (translate="no": the admin's event details hold
 * every user's own words, and other journeys' users write English, sometimes a suggestion's
 * very words). Her (data in every tool), her synced partner, the administrator and a signed-out
 * visitor walk every page of the registry at 390×844, each tab opened; on each screen the visible
 * text and the accessible names outside lang="en" are compared with the English catalogues' texts
 * that Spanish words differently, and with a short list of common English interface words.
 */

type Strings = Record<string, unknown>;

/** Every leaf text of a catalogue, by its dotted key. */
function leaves(tree: Strings, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of leaves(value as Strings, path)) out.set(k, v);
  }
  return out;
}

const words = (text: string) => text.match(/[A-Za-z’']{2,}/g)?.length ?? 0;

/**
 * The pieces of an English text a page may show whole: split at i18next's {{placeholders}},
 * $t() nestings, <Trans> tags and sentence ends; a piece counts when it has two words or more.
 */
function pieces(text: string): string[] {
  return text
    .split(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[\w-]*\/?>|\n|(?<=[.!?:;])\s+/)
    .map((piece) => piece.trim().replace(/^[,.;:()–—-]+\s*|\s*[,;:(–—-]+$/g, ''))
    .filter((piece) => words(piece) >= 2 && piece.length >= 8);
}

/**
 * English texts BLOOM says differently in Spanish, the catalogues' and the contract's messages:
 * `pieces` to find inside any text, and one-word texts ('Symptoms') to find as a whole text.
 */
function englishToCatch(): { pieces: string[]; words: string[] } {
  const english = leaves(en as unknown as Strings);
  const spanish = leaves(es as unknown as Strings);
  const pairs: [string, string][] = [...english].map(([key, text]) => [text, spanish.get(key) ?? '']);
  pairs.push(...Object.entries(spanishMessageTable()));
  // A piece the Spanish also says (a name: Open Food Facts, USDA FoodData Central) is no finding.
  const allSpanish = [...spanish.values(), ...Object.values(spanishMessageTable())].join('\n').toLowerCase();
  const spanishWords = new Set(allSpanish.match(/[\p{L}’']+/gu));
  const found = new Set<string>();
  const single = new Set<string>();
  for (const [text, spanishText] of pairs) {
    if (text === spanishText) continue;
    for (const piece of pieces(text)) if (!allSpanish.includes(piece.toLowerCase())) found.add(piece);
    const word = text.trim();
    if (/^[A-Za-z]{3,}$/.test(word) && !spanishWords.has(word.toLowerCase())) single.add(word);
  }
  return { pieces: [...found], words: [...single] };
}

/** Common English interface words, caught when a text node or a name is exactly one of them. */
const ENGLISH_WORDS = new Set([
  'Save',
  'Cancel',
  'Close',
  'Loading',
  'Loading...',
  'Loading…',
  'Delete',
  'Edit',
  'Back',
  'Next',
  'Previous',
  'Source',
  'Source:',
  'Sources',
  'Submit',
  'Search',
  'Remove',
  'Add',
  'Done',
  'Yes',
  'Today',
  'Yesterday',
  'Tomorrow',
  'Week',
  'weeks',
  'Retry',
  'Try again',
  'Open',
  'Menu',
  'Settings',
  'Home',
  'Logout',
  'Sign In',
  'Send',
  'Reviewed',
  'Updated',
  'Copy',
  'Share',
  'Print',
  'View',
  'Details',
  'Reset',
  'Confirm',
  'Continue',
  'Skip',
  'Notes',
  'Severity',
  'Energy',
  'Start',
  'Stop',
  'Show more',
  'Show less',
  'Learn more',
  'Read more',
  'All',
  'None',
  'Filter',
  'Clear',
  'Saved',
  'Email',
  'Password',
  'Name',
  'Phone',
  'Date',
  'Time',
  'Status',
  'Actions',
  'Approve',
  'Reject',
  'Pending',
  'Approved',
  'Users',
  'Events',
  'Overview',
]);

/**
 * What the screen says outside lang="en": its text nodes (those rendered, screen-reader-only
 * text included) and the accessible names and hints of rendered elements, and the document title.
 */
const READ_SCREEN = `(() => {
  const out = [document.title];
  const shown = (el) => el.checkVisibility({ visibilityProperty: true });
  const english = (el) => el.closest('[lang="en"], [translate="no"], script, style, noscript, template') !== null;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.nodeValue || '').replace(/\\s+/g, ' ').trim();
    const el = node.parentElement;
    if (!text || !el || english(el) || !shown(el)) continue;
    out.push(text);
  }
  const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription', 'aria-valuetext'];
  for (const el of document.querySelectorAll(attributes.map((a) => '[' + a + ']').join(','))) {
    if (english(el) || !shown(el)) continue;
    for (const a of attributes) {
      const value = (el.getAttribute(a) || '').replace(/\\s+/g, ' ').trim();
      if (value) out.push(value);
    }
  }
  return out;
})()`;

const isLetter = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** Whether `text` holds `piece` as whole words (its first letter in either case). */
function holds(text: string, piece: string): boolean {
  for (const variant of new Set([piece, piece[0]!.toLowerCase() + piece.slice(1)])) {
    for (let at = text.indexOf(variant); at !== -1; at = text.indexOf(variant, at + 1)) {
      if (!isLetter(text[at - 1]) && !isLetter(text[at + variant.length])) return true;
    }
  }
  return false;
}

const CATCH = englishToCatch();
const WHOLE = new Set([...ENGLISH_WORDS, ...CATCH.words]);

/** Small English words: two of them in one text make it worth a look. */
const ENGLISH_GLUE = new Set(
  'the your you with this that is are for and of to can will when what how in on or it be'.split(' '),
);

/**
 * SCAN_EXPLORE=1: also prints texts with two English glue words or more, catalogue or not, to
 * tune the scan by hand (last run: only sources' names and page titles, the English of
 * the documents they cite).
 */
function explore(url: string, texts: string[]) {
  for (const text of texts) {
    const glue = new Set(
      text
        .toLowerCase()
        .match(/[a-z]+/g)
        ?.filter((w) => ENGLISH_GLUE.has(w)),
    );
    if (glue.size >= 2) console.log(`EXPLORE ${url} :: ${text}`);
  }
}

/** The English on the current screen: catalogue pieces inside its texts, and common words alone. */
async function englishOnScreen(page: Page): Promise<string[]> {
  const texts = [...new Set(await page.evaluate<string[]>(READ_SCREEN))];
  const found = new Set<string>();
  if (process.env.SCAN_EXPLORE) explore(page.url(), texts);
  for (const text of texts) {
    if (WHOLE.has(text)) found.add(text);
    for (const piece of CATCH.pieces)
      if (holds(text, piece)) found.add(text === piece ? text : `${piece}  ⟵ “${text}”`);
  }
  return [...found];
}

/** A settled page: heading, fonts, first data in, no skeleton and no deferred section left. */
async function settle(page: Page) {
  const quiet = `document.querySelector('[aria-busy="true"], .animate-shimmer, [data-deferred="waiting"]') === null`;
  await expect.poll(() => page.evaluate<boolean>(quiet), { timeout: 20_000 }).toBe(true);
}

/** Every screen scanned, for the log: a pass also says what it looked at. */
const SCANNED: string[] = [];

/** The screen in Spanish (its <html lang>), then what it says in English. */
async function scan(page: Page, where: string, findings: Record<string, string[]>) {
  await settle(page);
  expect(await page.evaluate<string>('document.documentElement.lang'), where).toBe('es');
  const english = await englishOnScreen(page);
  SCANNED.push(`${where}: ${english.length === 0 ? 'no English' : `${english.length} English`}`);
  if (english.length > 0) findings[where] = [...(findings[where] ?? []), ...english];
}

/** Opens each tab of the page in turn (nested tabs too) and scans it. */
async function scanTabs(page: Page, name: string, findings: Record<string, string[]>) {
  const opened = new Set<string>();
  for (let round = 0; round < 40; round++) {
    const tabs = page.locator('[role="tab"]:visible');
    const labels = (await tabs.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    const next = labels.findIndex((label, i) => !opened.has(`${i}:${label}`));
    if (next === -1) return;
    opened.add(`${next}:${labels[next]}`);
    const tab = tabs.nth(next);
    if ((await tab.getAttribute('aria-selected')) !== 'true') {
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    }
    await scan(page, `${name} › ${labels[next]}`, findings);
  }
}

/** Opens a page, scans it and each of its tabs. */
async function walk(page: Page, name: string, path: string, findings: Record<string, string[]>) {
  await openAndSettle(page, path);
  await scan(page, name, findings);
  await scanTabs(page, name, findings);
}

/** Signs in on the login page, which follows the browser's Spanish. */
async function signInInSpanish(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Te damos la bienvenida de nuevo a BLOOM' }).waitFor();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // Home, or the admin page for the administrator.
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.locator('h1').first().waitFor();
}

/** She has used every tool, writing in Spanish (her own words are hers, in any language). */
async function seedHer(token: string) {
  await seedEveryTool(token, {
    symptoms: [
      ['Náuseas', 3],
      ['Dolor de espalda', 2],
    ],
    symptomNotes: 'Después de cenar',
    entryTitle: 'Ecografía',
    appointmentTitle: 'Ecografía morfológica',
  });
  const { lists } = (await callAs(token, '/api/checklists/hospital-bag/items', {
    method: 'POST',
    body: { text: 'Cargador del móvil' },
  })) as unknown as { lists: { items: { id: string }[] }[] };
  // A suggestion ticked, another removed (the list's "removed suggestions").
  const [first, second] = lists[0]!.items;
  await callAs(token, `/api/checklists/items/${first!.id}`, { method: 'PATCH', body: { done: true } });
  await callAs(token, `/api/checklists/items/${second!.id}`, { method: 'DELETE' });
  await callAs(token, '/api/chat/text', { method: 'POST', body: { message: '¿Es seguro comer sushi?' } });
}

/** Her signed-in pages in the registry. */
const USER_PAGES = EVERY_PAGE.filter(({ as }) => as === 'user');
const GUEST_PAGES = EVERY_PAGE.filter(({ as }) => as === 'guest');
const ADMIN_PAGES = EVERY_PAGE.filter(({ as }) => as === 'admin');

/** Fails with every page that showed English, listing what it showed. */
function expectNoEnglish(findings: Record<string, string[]>, who: string) {
  const report = Object.entries(findings)
    .map(([where, english]) => `${where}:\n  ${english.join('\n  ')}`)
    .join('\n');
  if (report) console.log(`English on Spanish pages (${who}):\n${report}`);
  expect(report, `English on Spanish pages (${who})`).toBe('');
}

describe('every page in Spanish shows no English outside content marked lang="en" (issue 35)', () => {
  let browser: Browser;
  let her: { id: string; email: string; password: string };
  let partner: { id: string; email: string; password: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    [her, partner] = await Promise.all([
      createApprovedUser({ firstName: 'Lucía', lastName: 'García', pregnancyWeeks: 26 }),
      createApprovedUser({ firstName: 'Mateo', lastName: 'García', isPregnant: false }),
    ]);
    const [herToken, partnerToken] = await Promise.all([
      apiToken(her.email, her.password),
      apiToken(partner.email, partner.password),
    ]);
    // Both chose Spanish on another device: their profiles keep it.
    for (const token of [herToken, partnerToken]) {
      await callAs(token, '/api/user/profile', { method: 'PATCH', body: { locale: 'es' } });
    }
    await seedHer(herToken);
    const request = await callAs(partnerToken, '/api/parent-sync/request', {
      method: 'POST',
      body: { partnerEmail: her.email },
    });
    await callAs(herToken, '/api/parent-sync/respond', {
      method: 'POST',
      body: { requestId: request.id, status: 'approved' },
    });
  }, 60_000);
  afterAll(async () => {
    console.log(`Screens scanned in Spanish (${SCANNED.length}):\n  ${SCANNED.join('\n  ')}`);
    await browser.close();
  });

  const spanishPhone = () => browser.newContext({ viewport: PHONE, locale: 'es-ES', baseURL: inject('baseUrl') });

  async function inContext(run: (context: BrowserContext, page: Page) => Promise<void>) {
    const context = await spanishPhone();
    try {
      await run(context, await context.newPage());
    } finally {
      await context.close();
    }
  }

  it('the scan finds catalogue English outside lang="en" and leaves it alone inside', async () => {
    await inContext(async (_, page) => {
      await openAndSettle(page, '/login');
      expect(await englishOnScreen(page)).toEqual([]);
      await page.evaluate(`document.querySelector('h1').insertAdjacentHTML('afterend',
        '<p>Forgot password?</p><button aria-label="Sign In"></button><p lang="en">Create Account</p>')`);
      expect(await englishOnScreen(page)).toEqual(['Forgot password?', 'Sign In']);
    });
  });

  it('signed out: login, the three sign-up steps, forgot and reset password, the 404 page', async () => {
    const findings: Record<string, string[]> = {};
    await inContext(async (_, page) => {
      for (const { name, path } of GUEST_PAGES) await walk(page, name, path, findings);
      // The sign-up's later steps.
      await openAndSettle(page, '/signup');
      await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
      await page.getByLabel('Apellido').fill('García');
      await page.getByLabel('Correo electrónico').fill('lucia-steps@example.com');
      await page.getByLabel('Fecha de nacimiento').fill('1993-04-02');
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('heading', { name: /Tu embarazo/ }).waitFor();
      await scan(page, 'signup › pregnancy', findings);
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('heading', { name: /Contraseña/ }).waitFor();
      await scan(page, 'signup › password', findings);
    });
    expectNoEnglish(findings, 'signed out');
  });

  it('she (data in every tool) on every page of hers, the menus open', async () => {
    const findings: Record<string, string[]> = {};
    await inContext(async (_, page) => {
      await signInInSpanish(page, her.email, her.password);
      for (const { name, path } of USER_PAGES) await walk(page, name, path, findings);
      // The bottom bar's "More" menu.
      await openAndSettle(page, '/dashboard');
      await page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Más' }).click();
      await page.getByRole('menu').waitFor();
      await scan(page, 'dashboard › menu Más', findings);
    });
    expectNoEnglish(findings, 'her');
  });

  it('her synced partner on every page, and her contractions', async () => {
    const findings: Record<string, string[]> = {};
    await inContext(async (_, page) => {
      await signInInSpanish(page, partner.email, partner.password);
      for (const { name, path } of USER_PAGES) await walk(page, name, path, findings);
      await walk(page, 'contractions (for her)', `/contractions?for=${her.id}`, findings);
    });
    expectNoEnglish(findings, 'partner');
  });

  it('the administrator on the admin page, every tab', async () => {
    const findings: Record<string, string[]> = {};
    // The journeys' one administrator speaks English; for this walk only, Spanish.
    const token = await apiToken(inject('adminEmail'), inject('adminPassword'));
    const { locale } = (await callAs(token, '/api/user/profile')) as { locale?: string };
    await callAs(token, '/api/user/profile', { method: 'PATCH', body: { locale: 'es' } });
    await inContext(async (_, page) => {
      await signInInSpanish(page, inject('adminEmail'), inject('adminPassword'));
      for (const { name, path } of ADMIN_PAGES) await walk(page, name, path, findings);
    }).finally(() => callAs(token, '/api/user/profile', { method: 'PATCH', body: { locale: locale ?? 'en' } }));
    expectNoEnglish(findings, 'admin');
  });
});
