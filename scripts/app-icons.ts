/**
 * Draws the installed app's icons (issue 35, decision 020) into apps/web/public/icons/: BLOOM's
 * flower (the brand mark of app/layout/brand.tsx) on a soft rose-to-lavender ground, in the
 * design tokens' colours, rendered by Chromium as PNG (as scripts/favicon-ico.ts does).
 * - icon-192.png, icon-512.png: purpose "any", a rounded square with transparent corners;
 * - maskable-192.png, maskable-512.png: purpose "maskable", the ground to the edges and the
 *   flower inside the central safe circle (40% of the size as radius), for any mask shape;
 * - apple-touch-icon.png (180 px): full bleed, iOS rounds it itself.
 * Run after changing the mark or the colours: `./node_modules/.bin/node scripts/app-icons.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { colourToken } from './design/colour-tokens.ts';

const OUT = new URL('../apps/web/public/icons/', import.meta.url);
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, shape: 'rounded' },
  { file: 'icon-512.png', size: 512, shape: 'rounded' },
  { file: 'maskable-192.png', size: 192, shape: 'full' },
  { file: 'maskable-512.png', size: 512, shape: 'full' },
  { file: 'apple-touch-icon.png', size: 180, shape: 'full' },
] as const;

/** The icon as SVG on a 100-unit square; the flower's petals reach 30 units from the centre. */
export function iconSvg(shape: 'rounded' | 'full'): string {
  const [from, to, petal, heart] = [
    colourToken('brand-100'),
    colourToken('lavender-200'),
    colourToken('brand-400'),
    colourToken('lavender-600'),
  ];
  // brand.tsx's mark: five petals (ellipses 5 × 7.5 at 7 units above the centre) and a heart, on 32 units.
  const scale = 30 / 14.5;
  const petals = [0, 72, 144, 216, 288]
    .map(
      (turn) =>
        `<ellipse cx="16" cy="9" rx="5" ry="7.5" transform="rotate(${turn} 16 16)" fill="${petal}" opacity="0.9"/>`,
    )
    .join('');
  const ground =
    shape === 'rounded'
      ? '<rect width="100" height="100" rx="22" fill="url(#g)"/>'
      : '<rect width="100" height="100" fill="url(#g)"/>';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    ground +
    `<g transform="translate(50 50) scale(${scale.toFixed(4)}) translate(-16 -16)">${petals}<circle cx="16" cy="16" r="4.5" fill="${heart}"/></g>` +
    `</svg>`
  );
}

if (import.meta.main) {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const page = await browser.newPage();
    for (const { file, size, shape } of APP_ICONS) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${iconSvg(shape)}`,
      );
      const png = await page.screenshot({ omitBackground: true });
      writeFileSync(new URL(file, OUT), png);
      console.log(`${file}: ${size} px, ${png.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}
