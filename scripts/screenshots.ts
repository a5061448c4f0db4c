// `npm run screenshots`: every page of the built app at 390×844 and 1280×800, light and dark,
// as its first screen (NAME--SIZE--THEME.png) and whole (…--full.png), into screenshots/ (git-ignored), so a change can be looked at side by side with the last one.
// Then the component gallery (apps/web/src/components/ui/gallery) through Vite, one picture per
// component and theme. `--docs` also refreshes the selection docs/design.md embeds.
//
//   npm run build && npm run screenshots [-- --docs] [-- --out DIR] [-- --only dashboard,login]
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { pageVisits, type Who } from '../apps/web/src/app/pages.ts';
import { ADMIN, seedUser, signInApi, startBuiltApp } from './design/built-app.ts';
import { shootGallery } from './design/gallery-shots.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'screenshots' },
    docs: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-gallery': { type: 'boolean', default: false },
  },
});
const OUT = values.out!;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const THEMES = ['light', 'dark'] as const;
type Action = (page: Page, size: keyof typeof SIZES) => Promise<void>;

const openAccountMenu: Action = async (page, size) => {
  const trigger =
    size === 'phone'
      ? page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' })
      : page.getByRole('button', { name: 'Account menu' });
  await trigger.click();
  await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
};
const openSymptomDialog: Action = async (page) => {
  await page.getByRole('button', { name: 'Add Symptom' }).first().click();
  await page.getByRole('dialog').waitFor();
};

/**
 * Every page the router has, as the page registry's visits (apps/web/src/app/pages.ts), with who
 * looks at it; then the frame's overlays, opened on the home screen.
 */
const PAGES: { name: string; path: string; as: Who; action?: Action }[] = [
  ...pageVisits().filter((visit) => visit.screenshot),
  { name: 'account-menu', path: '/dashboard', as: 'user', action: openAccountMenu },
  { name: 'symptom-dialog', path: '/dashboard', as: 'user', action: openSymptomDialog },
];

/** What docs/design.md embeds: [file in OUT, file in docs/design]. */
const DOCS_SELECTION = [
  'login--phone--light',
  'dashboard--phone--light',
  'dashboard--phone--dark',
  'dashboard--desktop--light',
  'tracking--phone--dark',
  'admin--desktop--dark',
  'not-found--phone--light',
];

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** Waits for the page's heading, its fonts and a quiet moment, so the picture is settled. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await page.evaluate('document.fonts.ready.then(() => undefined)');
  await page.waitForTimeout(400);
}

async function main() {
  const only = values.only ? new Set(values.only.split(',')) : null;
  // A full run starts from an empty folder; a partial one (--only) replaces just its pictures.
  if (!only) rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const app = await startBuiltApp();
  const browser = await launch();
  try {
    const user = await seedUser(app.baseUrl);
    const adminToken = await signInApi(app.baseUrl, ADMIN.email, ADMIN.password);
    const tokens: Record<Who, string | null> = { guest: null, user: user.token, admin: adminToken };
    let count = 0;
    for (const theme of THEMES) {
      for (const [sizeName, viewport] of Object.entries(SIZES)) {
        const contexts = new Map<Who, BrowserContext>();
        for (const who of ['guest', 'user', 'admin'] as const) {
          const context = await browser.newContext({
            viewport,
            colorScheme: theme,
            reducedMotion: 'reduce',
            deviceScaleFactor: 1,
            baseURL: app.baseUrl,
          });
          const token = tokens[who];
          if (token) await context.addInitScript(`localStorage.setItem('authToken', ${JSON.stringify(token)})`);
          contexts.set(who, context);
        }
        for (const target of PAGES) {
          if (only && !only.has(target.name)) continue;
          const page = await contexts.get(target.as)!.newPage();
          await page.goto(target.path);
          await settle(page);
          if (target.action) {
            await target.action(page, sizeName as keyof typeof SIZES);
            await page.waitForTimeout(300);
          }
          // The first screen (what opens) and the whole page.
          const file = join(OUT, `${target.name}--${sizeName}--${theme}`);
          await page.screenshot({ path: `${file}.png`, animations: 'disabled' });
          await page.screenshot({ path: `${file}--full.png`, fullPage: true, animations: 'disabled' });
          await page.close();
          count += 1;
        }
        for (const context of contexts.values()) await context.close();
      }
    }
    process.stdout.write(`${count} page screenshots in ${OUT}/\n`);
    if (!values['no-gallery']) {
      const shots = await shootGallery(browser, join(OUT, 'components'));
      process.stdout.write(`${shots.length} component screenshots in ${OUT}/components/\n`);
      if (values.docs) {
        mkdirSync('docs/design', { recursive: true });
        for (const shot of shots) copyFileSync(join(OUT, 'components', shot), join('docs/design', shot));
      }
    }
    if (values.docs) {
      mkdirSync('docs/design', { recursive: true });
      for (const name of DOCS_SELECTION) copyFileSync(join(OUT, `${name}.png`), join('docs/design', `${name}.png`));
      process.stdout.write('docs/design/ refreshed\n');
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
