import { USAGE_SESSION_GAP_MINUTES } from '@bloom/contract';
import { describe, expect, it } from 'vitest';
import { mergeUses } from './usage-queue.ts';

const at = (minutes: number) => new Date(Date.UTC(2027, 2, 1, 9) + minutes * 60_000);
const use = (featureType: 'calendar' | 'others', from: number, to: number) => ({
  featureType,
  startedAt: at(from),
  endedAt: at(to),
});

describe('uses noted in a burst are merged as writing them one by one would', () => {
  it('joins uses of one feature up to the gap apart, in start order, and keeps features apart', () => {
    const gap = USAGE_SESSION_GAP_MINUTES;
    expect(
      mergeUses([
        use('others', 3, 4),
        use('calendar', 0, 1),
        use('others', 0, 1),
        use('others', 4 + gap, 5 + gap), // exactly the gap after the last end: still the same use
        use('others', 6 + 2 * gap, 7 + 2 * gap), // more than the gap: a new use
      ]),
    ).toEqual([use('calendar', 0, 1), use('others', 0, 5 + gap), use('others', 6 + 2 * gap, 7 + 2 * gap)]);
  });

  it('never shortens a use when a later-starting one ends first', () => {
    expect(mergeUses([use('others', 0, 10), use('others', 2, 3)])).toEqual([use('others', 0, 10)]);
  });
});
