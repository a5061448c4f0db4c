import { describe, expect, it } from 'vitest';
import { developmentBand, showsBabyGenderChoice } from './development.ts';

describe('developmentBand', () => {
  it.each([
    [null, null],
    [undefined, null],
    [0, null],
    [1, null],
    [2, 'weeks-2-4'],
    [4, 'weeks-2-4'],
    [5, 'weeks-5-8'],
    [8, 'weeks-5-8'],
    [9, 'weeks-9-12'],
    [12, 'weeks-9-12'],
    [13, 'weeks-13-16'],
    [16, 'weeks-13-16'],
    [17, 'weeks-17-20'],
    [20, 'weeks-17-20'],
    [21, null],
    [27, null],
    [28, null],
    [40, null],
    [41, null],
    [42, null],
  ] as const)('week %s → %s', (week, expected) => {
    expect(developmentBand(week)).toBe(expected);
  });
});

describe('showsBabyGenderChoice', () => {
  it.each([
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [0, false],
    [1, false],
    [12, false],
    [16, false],
    [16.9, false],
    [17, true],
    [18, true],
    [20, true],
    [20.5, true],
    [21, false],
    [27, false],
    [40, false],
    [42, false],
  ] as const)('week %s → %s', (week, expected) => {
    expect(showsBabyGenderChoice(week)).toBe(expected);
  });
});
