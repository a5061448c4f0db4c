import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Quality bars: JavaScript loaded by /login ≤ 150 KB gzip (counting the fonts' CSS with it);
// any lazily loaded chunk ≤ 100 KB. i18next took the login bundle to 172.5 KB; the schemas it
// parses in zod/mini instead of classic zod and a login form without react-hook-form brought it
// back to 147.8 (decision 021, "Login bundle").
const LOGIN_BUDGET = 150 * 1024;
const CHUNK_BUDGET = 100 * 1024;
// The two brand faces, latin only (woff2 is already compressed).
const FONT_BUDGET = 80 * 1024;
const dist = 'apps/web/dist';
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const html = () => readFileSync(join(dist, 'index.html'), 'utf8');
const linked = (ext: string) =>
  [...html().matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!).filter((f) => f.endsWith(ext));
/** The files the boot script loads once the first paint is on screen: the entry and its imports (decision 010). */
function entryFiles(): string[] {
  const boot = linked('.js').find((f) => f.startsWith('assets/boot-'));
  expect(boot, 'index.html loads the boot script').toBeDefined();
  const source = readFileSync(join(dist, boot!), 'utf8');
  const data = JSON.parse(source.slice(source.lastIndexOf('})(') + 3, source.lastIndexOf(');'))) as { entry: string[] };
  return data.entry.map((f) => f.slice(1));
}

describe('bundle budget of the built web app', () => {
  it('keeps the JavaScript /login loads, with the fonts’ CSS, under 150 KB gzip', () => {
    // The boot script, the entry script and the modules it imports are what the login screen downloads.
    const loaded = [...linked('.js'), ...entryFiles()];
    expect(loaded.filter((f) => f.startsWith('assets/index-'))).toHaveLength(1);
    const js = loaded.reduce((sum, file) => sum + gz(file), 0);
    const fontFaces = linked('.css')
      .flatMap((file) => readFileSync(join(dist, file), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [])
      .join('');
    expect(fontFaces, 'the brand fonts are declared in the app’s own CSS').toContain('font-display:swap');
    const total = js + gzipSync(fontFaces).length;
    expect(total, `login JavaScript + fonts' CSS: ${(total / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(
      LOGIN_BUDGET,
    );
  });

  it('keeps every lazily loaded chunk under 100 KB gzip', () => {
    const chunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const heavy = chunks
      .map((f) => [f, gz(`assets/${f}`)] as const)
      .filter(([f, size]) => !f.startsWith('index-') && size > CHUNK_BUDGET);
    expect(heavy).toEqual([]);
  });

  it('self-hosts only the latin subset of the two brand faces, preloaded from the app’s origin', () => {
    const fonts = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.woff2'));
    expect(fonts.map((f) => f.replace(/-[\w-]{8}\.woff2$/, '')).sort()).toEqual([
      'fraunces-latin-wght-normal',
      'nunito-sans-latin-wght-normal',
    ]);
    const bytes = fonts.reduce((sum, f) => sum + statSync(join(dist, 'assets', f)).size, 0);
    expect(bytes, `fonts: ${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(FONT_BUDGET);
    expect(linked('.woff2').sort()).toEqual(fonts.map((f) => `assets/${f}`).sort());
  });
});
