/**
 * The design tokens of apps/web/src/styles.css as sRGB hex, for the places that cannot read CSS:
 * the web manifest's colours, index.html's theme-color and the app icons (scripts/app-icons.ts).
 */
import { readFileSync } from 'node:fs';

const STYLES = new URL('../../apps/web/src/styles.css', import.meta.url);

/** `oklch(L% C h)` to `#rrggbb` (Björn Ottosson's OKLab matrices; out-of-gamut values clipped). */
export function oklchToHex(value: string): string {
  const match = /^oklch\(\s*([\d.]+)%\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(value.trim());
  if (!match) throw new Error(`not an oklch() colour: ${value}`);
  const [l, c, h] = [Number(match[1]) / 100, Number(match[2]), (Number(match[3]) * Math.PI) / 180];
  const a = c * Math.cos(h);
  const b = c * Math.sin(h);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
  return `#${linear
    .map((x) => {
      const v = x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
      return Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

/**
 * A colour token's value as hex: `--color-<name>` of the light theme (the first definition in
 * styles.css) or of the dark one (the one inside `prefers-color-scheme: dark`), following var().
 */
export function colourToken(
  name: string,
  scheme: 'light' | 'dark' = 'light',
  css = readFileSync(STYLES, 'utf8'),
): string {
  const definitions = [...css.matchAll(new RegExp(`--color-${name}:\\s*([^;]+);`, 'g'))].map((m) => m[1]!.trim());
  const value = scheme === 'dark' && definitions.length > 1 ? definitions[1]! : definitions[0];
  if (value === undefined) throw new Error(`no --color-${name} in styles.css`);
  const alias = /^var\(--color-([\w-]+)\)$/.exec(value);
  if (alias) return colourToken(alias[1]!, 'light', css);
  if (value.startsWith('#')) return value.toLowerCase();
  return oklchToHex(value);
}
