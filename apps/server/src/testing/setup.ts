import { afterEach, beforeEach, vi } from 'vitest';

// Noise fails tests: an unexpected console.error or console.warn usually means a real problem.
beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${level} called: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});
