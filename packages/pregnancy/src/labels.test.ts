import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ENERGY,
  DEFAULT_SEVERITY,
  ENERGY_LEVELS,
  MAX_RATING,
  MIN_RATING,
  SEVERITY_LEVELS,
  energyLabel,
  severityColor,
  severityLabel,
} from './labels.ts';

describe('rating constants', () => {
  it('match spec §5 and §9', () => {
    expect([MIN_RATING, MAX_RATING, DEFAULT_SEVERITY, DEFAULT_ENERGY]).toEqual([1, 5, 1, 3]);
    expect(SEVERITY_LEVELS).toEqual([
      { value: 1, label: 'Very Mild' },
      { value: 2, label: 'Mild' },
      { value: 3, label: 'Moderate' },
      { value: 4, label: 'Severe' },
      { value: 5, label: 'Very Severe' },
    ]);
    expect(ENERGY_LEVELS).toEqual([
      { value: 1, label: 'Very Low' },
      { value: 2, label: 'Low' },
      { value: 3, label: 'Moderate' },
      { value: 4, label: 'High' },
      { value: 5, label: 'Very High' },
    ]);
  });

  it('agree with the label functions', () => {
    for (const level of SEVERITY_LEVELS) {
      expect(severityLabel(level.value)).toBe(level.label);
    }
    for (const level of ENERGY_LEVELS) {
      expect(energyLabel(level.value)).toBe(level.label);
    }
  });
});

describe('severityColor', () => {
  it.each([
    [0, 'green'],
    [1, 'green'],
    [2, 'green'],
    [2.5, 'yellow'],
    [3, 'yellow'],
    [3.01, 'red'],
    [4, 'red'],
    [5, 'red'],
    [Number.NaN, 'red'],
  ] as const)('severity %s → %s', (severity, expected) => {
    expect(severityColor(severity)).toBe(expected);
  });
});

describe('severityLabel', () => {
  it.each([
    [1, 'Very Mild'],
    [2, 'Mild'],
    [3, 'Moderate'],
    [4, 'Severe'],
    [5, 'Very Severe'],
    [0, 'Very Mild'],
    [-2, 'Very Mild'],
    [6, 'Very Severe'],
    [2.4, 'Mild'],
    [2.5, 'Moderate'],
    [Number.NaN, 'Very Mild'],
  ] as const)('severity %s → %s', (severity, expected) => {
    expect(severityLabel(severity)).toBe(expected);
  });
});

describe('energyLabel', () => {
  it.each([
    [1, 'Very Low'],
    [2, 'Low'],
    [3, 'Moderate'],
    [4, 'High'],
    [5, 'Very High'],
    [0, 'Very Low'],
    [9, 'Very High'],
    [3.6, 'High'],
    [Number.NaN, 'Moderate'],
  ] as const)('energy %s → %s', (energy, expected) => {
    expect(energyLabel(energy)).toBe(expected);
  });
});
