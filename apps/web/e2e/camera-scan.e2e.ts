import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THAI_NOODLE_KIT_UPC } from '../../server/src/testing/fake-upstreams.ts';
import { createApprovedUser } from './support/accounts.ts';
import { writeBarcodeVideo } from './support/barcode-video.ts';
import { CHROMIUM_PATH, openPage, PHONE, signIn } from './support/browser.ts';

// The camera path end to end: the page's Permissions-Policy and CSP let the camera open and the
// WebAssembly reader compile, and the reader finds a real EAN-13 in a (fake) camera feed.
describe('scanning a barcode with the camera', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bloom-camera-'));
    const video = join(dir, 'barcode.y4m');
    writeBarcodeVideo(video, `0${THAI_NOODLE_KIT_UPC}`);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens the camera on the phone, reads the package’s barcode and shows the product', async () => {
    const account = await createApprovedUser({ firstName: 'Cam' });
    const { page, context, foreign } = await openPage(browser, PHONE);
    await context.grantPermissions(['camera']);
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Permissions policy/i.test(m.text())) refused.push(m.text());
    });
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    const card = page.locator('#food-safety');
    await card.getByRole('tab', { name: 'UPC Scanner' }).click();
    await card.getByRole('button', { name: 'Scan with camera' }).click();
    const product = card.getByRole('article', { name: /Thai peanut noodle kit/ });
    await expect.poll(() => product.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await card.getByPlaceholder('Enter UPC/barcode (8-14 digits)...').inputValue()).toMatch(/^0?737628064502$/);
    expect(refused).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
