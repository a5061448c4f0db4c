import { describe, expect, it } from 'vitest';
import { describeSoak, soak } from './soak.ts';

// The 1-minute form of `npm run soak` (10 minutes by default, README): half the measured
// capacity, no unexpected answer, memory steady after warm-up.
describe('soak', () => {
  it(
    'serves a steady mixed load for a minute with no unexpected answer and steady memory',
    { timeout: 240_000 },
    async () => {
      const result = await soak(1);
      console.log(describeSoak(result));
      expect(result).toMatchObject({ unexpected: 0, errors: 0 });
      expect(result.requests).toBeGreaterThan(0);
      expect(result.growth).toBeLessThan(0.1);
    },
  );
});
