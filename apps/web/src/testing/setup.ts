import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeUnexpectedRequests } from './render.tsx';

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
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (unexpected.length > 0) throw new Error(`requests no test route answered: ${unexpected.join(', ')}`);
});
