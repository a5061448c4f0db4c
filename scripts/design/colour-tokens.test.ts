import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colourToken, oklchToHex } from './colour-tokens.ts';

const WEB = new URL('../../apps/web/', import.meta.url);

describe('the design tokens outside CSS', () => {
  it('converts oklch() to sRGB hex', () => {
    expect(oklchToHex('oklch(100% 0 0)')).toBe('#ffffff');
    expect(oklchToHex('oklch(0% 0 0)')).toBe('#000000');
    // CSS Color 4's own example: oklch(62.8% 0.2577 29.23) is sRGB red.
    expect(oklchToHex('oklch(62.8% 0.2577 29.23)')).toBe('#ff0000');
    expect(() => oklchToHex('#fff')).toThrow(/oklch/);
  });

  it('reads a light token, a dark one and an alias', () => {
    const css =
      ':root{--color-a: oklch(100% 0 0); --color-b: var(--color-a);} @media (prefers-color-scheme: dark){:root{--color-b: #110B12;}}';
    expect(colourToken('a', 'light', css)).toBe('#ffffff');
    expect(colourToken('b', 'light', css)).toBe('#ffffff');
    expect(colourToken('b', 'dark', css)).toBe('#110b12');
  });

  it("gives the browser's theme colours and the web manifest the canvas of each theme (issue 35)", () => {
    const html = readFileSync(new URL('index.html', WEB), 'utf8');
    expect(html).toContain(
      `<meta name="theme-color" content="${colourToken('canvas')}" media="(prefers-color-scheme: light)" />`,
    );
    expect(html).toContain(
      `<meta name="theme-color" content="${colourToken('canvas', 'dark')}" media="(prefers-color-scheme: dark)" />`,
    );
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const manifest = JSON.parse(readFileSync(new URL('public/manifest.webmanifest', WEB), 'utf8')) as Record<
      string,
      string
    >;
    expect(manifest.theme_color).toBe(colourToken('canvas'));
    expect(manifest.background_color).toBe(colourToken('canvas'));
  });
});
