/**
 * Draws apps/web/public/favicon.ico from favicon.svg: the SVG rendered by Chromium at 16, 32
 * and 48 px, each PNG stored in one ICO file (PNG entries, Windows Vista and later, every browser).
 * Run after changing the SVG: `./node_modules/.bin/node scripts/favicon-ico.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const PUBLIC = new URL('../apps/web/public/', import.meta.url);
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SIZES = [16, 32, 48];

const svg = readFileSync(new URL('favicon.svg', PUBLIC), 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM });
const pngs: Buffer[] = [];
try {
  const page = await browser.newPage();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    pngs.push(await page.screenshot({ omitBackground: true }));
  }
} finally {
  await browser.close();
}

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNGs one after another.
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach((png, i) => {
  const entry = 6 + 16 * i;
  const size = SIZES[i]!;
  header.writeUInt8(size % 256, entry);
  header.writeUInt8(size % 256, entry + 1);
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync(new URL('favicon.ico', PUBLIC), Buffer.concat([header, ...pngs]));
console.log(`favicon.ico: ${SIZES.join(', ')} px, ${offset} bytes`);
