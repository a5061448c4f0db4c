import type { Locator, Page } from 'playwright-core';

/**
 * WCAG contrast of elements as the browser paints them. Colours are read through a canvas, so
 * any CSS colour (oklch included) becomes sRGB; the background is the nearest ancestor's
 * non-transparent one (translucent bars are blended over the page's canvas colour).
 */
const IN_PAGE = `
(() => {
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const rgba = (css) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const parse = (css) => {
    // The alpha is lost in the canvas read when painted over nothing; read it from the string.
    const m = /\\/\\s*([\\d.]+)(%?)\\s*\\)$/.exec(css) || /rgba\\([^)]*,\\s*([\\d.]+)\\)$/.exec(css);
    const alpha = css === 'transparent' ? 0 : m ? parseFloat(m[1]) / (m[2] === '%' ? 100 : 1) : 1;
    const [r, g, b] = rgba(css.replace(/\\/\\s*[\\d.]+%?\\s*\\)$/, ')'));
    return [r, g, b, alpha];
  };
  const blend = (top, bottom) => top.slice(0, 3).map((c, i) => c * top[3] + bottom[i] * (1 - top[3])).concat(1);
  const page = parse(getComputedStyle(document.body).backgroundColor);
  const background = (el) => {
    const layers = [];
    for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
      const c = parse(getComputedStyle(n).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    return layers.reduceRight((under, top) => blend(top, under), page[3] >= 1 ? page : [255, 255, 255, 1]);
  };
  const lum = ([r, g, b]) => {
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  window.__contrast = (el) => {
    const fg = blend(parse(getComputedStyle(el).color), background(el));
    const [a, b] = [lum(fg), lum(background(el))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  };
  window.__luminance = (el) => lum(background(el));
})();
`;

/** What IN_PAGE installs on the page's window. */
interface InPage {
  __contrast(el: unknown): number;
  __luminance(el: unknown): number;
}

export async function installContrast(page: Page) {
  await page.evaluate(IN_PAGE);
}

/** Text (or currentColor icon) contrast of one element against what is painted behind it. */
export async function contrastOf(locator: Locator): Promise<number> {
  await installContrast(locator.page());
  return locator.evaluate((el) => (globalThis as unknown as InPage).__contrast(el));
}

/** Relative luminance of the background behind an element (0 black … 1 white). */
export async function backgroundLuminance(locator: Locator): Promise<number> {
  await installContrast(locator.page());
  return locator.evaluate((el) => (globalThis as unknown as InPage).__luminance(el));
}

/** Every visible lucide icon on the page whose stroke is below `min`:1 against its background. */
export async function faintIcons(page: Page, min = 3): Promise<string[]> {
  await installContrast(page);
  return page.evaluate(
    `[...document.querySelectorAll('svg.lucide')]
      .filter((svg) => svg.getBoundingClientRect().width > 0 && getComputedStyle(svg).visibility !== 'hidden' && !svg.closest('[disabled]'))
      .map((svg) => [svg, window.__contrast(svg)])
      .filter(([, c]) => c < ${min})
      .map(([svg, c]) => (svg.getAttribute('class') || '').split(' ').find((k) => k.startsWith('lucide-') && k !== 'lucide-icon') + ' in ' + (svg.closest('[aria-label],button,a,section,h2')?.getAttribute('aria-label') || svg.closest('button,a,section,h2')?.textContent?.trim().slice(0, 30)) + ': ' + c.toFixed(2))`,
  );
}
