// Photographs the component gallery (apps/web/src/components/ui/gallery) served by Vite's dev
// server: each `[data-shot]` section, and full-screen scenes (bottom sheet, dialog, toasts),
// in light and dark. Returns the PNG file names written to `outDir`.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { createServer } from 'vite';

const WEB_ROOT = resolve('apps/web');
const GALLERY = '/src/components/ui/gallery/index.html';

const SCENES = [
  { scene: 'sheet', viewport: { width: 390, height: 844 } },
  { scene: 'dialog', viewport: { width: 1024, height: 720 } },
  { scene: 'toast', viewport: { width: 390, height: 844 } },
  { scene: 'toast-dialog', viewport: { width: 390, height: 844 } },
];

export async function shootGallery(browser: Browser, outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const server = await createServer({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  });
  await server.listen();
  const address = server.httpServer!.address();
  if (!address || typeof address === 'string') throw new Error('Vite did not listen');
  const base = `http://127.0.0.1:${address.port}`;
  const written: string[] = [];
  try {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: { width: 640, height: 900 },
        colorScheme: theme,
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await page.goto(`${base}${GALLERY}`);
      await page.locator('[data-shot]').first().waitFor({ timeout: 60_000 });
      await page.evaluate('document.fonts.ready.then(() => undefined)');
      await page.waitForTimeout(300);
      const names = await page
        .locator('[data-shot]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-shot')!));
      for (const name of names) {
        const file = `${name}--${theme}.png`;
        await page.locator(`[data-shot="${name}"]`).screenshot({ path: join(outDir, file), animations: 'disabled' });
        written.push(file);
      }
      for (const { scene, viewport } of SCENES) {
        await page.setViewportSize(viewport);
        await page.goto(`${base}${GALLERY}?scene=${scene}`);
        await page.locator('h1').first().waitFor();
        await page.evaluate('document.fonts.ready.then(() => undefined)');
        await page.waitForTimeout(400);
        const file = `scene-${scene}--${theme}.png`;
        await page.screenshot({ path: join(outDir, file), animations: 'disabled' });
        written.push(file);
      }
      await context.close();
    }
  } finally {
    await server.close();
  }
  return written;
}
