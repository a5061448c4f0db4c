import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeUnexpectedRequests } from './render.tsx';
import { currentToasts, dismiss } from '../components/ui/toast.tsx';
import { i18n } from '../lib/i18n/index.ts';
// Components are drawn without the signed-in frame that brings these in the app.
import '../lib/i18n/signed-in-catalogues.ts';
import '../lib/i18n/spanish.ts';

// findBy and waitFor wait for a condition; 1 s (the default) is too short for a render on a busy
// 2-core machine, and a longer limit costs nothing when the condition comes true.
configure({ asyncUtilTimeout: 5000 });

// Noise fails tests (React warnings included) unless a test expects it.
beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${level} called: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  const unexpected = takeUnexpectedRequests();
  cleanup();
  // The toast queue is the app's own, shared by the files one worker runs (isolate: false).
  for (const { id } of currentToasts()) dismiss(id);
  localStorage.clear();
  // Every test starts in English (jsdom's browser language), whatever the last one chose.
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // A test's fake clock (testing/clock.ts, a faked Date) never leaks into the next test.
  vi.useRealTimers();
  if (unexpected.length > 0) throw new Error(`requests no test route answered: ${unexpected.join(', ')}`);
});
