import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callAs } from './accounts.ts';
import { seedEveryTool } from './her-data.ts';
import { openAndSettle } from './pages.ts';

/**
 * Issue 33's bar: a page opened directly (a fresh document, as from a link elsewhere or a reload)
 * shifts its layout by less than this (cumulative layout shift) until its data is in and it has settled.
 */
export const CLS_BAR = 0.05;

/**
 * Adds up the layout shifts of the document from its first paint (without those right after an
 * input) into window.__layoutShift, and keeps what moved in window.__shifts for the failure message.
 */
export const WATCH_LAYOUT_SHIFTS = `window.__layoutShift = 0;
window.__shifts = [];
const describeNode = (node) => {
  if (node && node.nodeType === 3 && node.parentElement) return 'text in ' + describeNode(node.parentElement);
  if (!node || node.nodeType !== 1) return node ? node.nodeName : '?';
  const id = node.id ? '#' + node.id : '';
  const cls = typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).slice(0, 4).join('.') : '';
  return node.tagName.toLowerCase() + id + cls + ' "' + (node.textContent || '').trim().slice(0, 40) + '"';
};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    window.__layoutShift += entry.value;
    window.__shifts.push(entry.value.toFixed(4) + ' at ' + Math.round(entry.startTime) + ' ms: ' +
      entry.sources.map((s) => describeNode(s.node) + ' ' + JSON.stringify([s.previousRect.y, s.previousRect.height]) + '→' + JSON.stringify([s.currentRect.y, s.currentRect.height])).join(' | '));
  }
}).observe({ type: 'layout-shift', buffered: true });`;

/**
 * Settled: the heading, the fonts and every section's first answer are in (openAndSettle: no
 * aria-busy placeholder), no skeleton shimmers, no deferred section still waits for its turn, and
 * two frames have been drawn since, so their shifts are reported.
 */
export async function openSettled(page: Page, path: string) {
  await openAndSettle(page, path);
  const quiet = `document.querySelector('[aria-busy="true"], .animate-shimmer, [data-deferred="waiting"]') === null`;
  await expect.poll(() => page.evaluate<boolean>(quiet), { timeout: 20_000 }).toBe(true);
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))))',
  );
}

/** A page's figure after a direct load, with what moved (for the failure message). */
export interface Measured {
  name: string;
  cls: number;
  shifts: string[];
}

/** The layout shift so far of a page whose context watches (WATCH_LAYOUT_SHIFTS). */
export async function layoutShiftOf(page: Page, name: string): Promise<Measured> {
  return {
    name,
    cls: await page.evaluate<number>('window.__layoutShift'),
    shifts: await page.evaluate<string[]>('window.__shifts'),
  };
}

/** Opens `path` in a page of its own in `context`, waits until it has settled, and reads its layout shift. */
export async function measure(context: BrowserContext, name: string, path: string): Promise<Measured> {
  const page = await context.newPage();
  try {
    await openSettled(page, path);
    return await layoutShiftOf(page, name);
  } finally {
    await page.close();
  }
}

/** She has used the app for a while: entries on every page that lists them (lists that arrive after the heading are where pages jumped). */
export async function seedHer(token: string) {
  await seedEveryTool(token, {
    symptoms: [
      ['Nausea', 3],
      ['Back pain', 2],
      ['Heartburn', 4],
    ],
    symptomNotes: 'After dinner',
    entryTitle: 'Scan',
    appointmentTitle: 'Anatomy scan',
  });
  await callAs(token, '/api/chat/text', { method: 'POST', body: { message: 'Is sushi safe?' } });
}
