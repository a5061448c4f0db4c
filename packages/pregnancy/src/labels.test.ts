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
  it('is green up to 2, yellow up to 3 and red above', () => {
    for (const [severity, expected] of [
      [0, 'green'],
      [1, 'green'],
      [2, 'green'],
      [2.5, 'yellow'],
      [3, 'yellow'],
      [3.01, 'red'],
      [4, 'red'],
      [5, 'red'],
    ] as const) {
      expect.soft(severityColor(severity), `severity ${severity}`).toBe(expected);
    }
  });

  it('shows a non-number red, so bad data draws attention', () => {
    expect(severityColor(Number.NaN)).toBe('red');
  });
});

describe('severityLabel', () => {
  it('names each rating from 1 to 5', () => {
    for (const [severity, expected] of [
      [1, 'Very Mild'],
      [2, 'Mild'],
      [3, 'Moderate'],
      [4, 'Severe'],
      [5, 'Very Severe'],
    ] as const) {
      expect.soft(severityLabel(severity), `severity ${severity}`).toBe(expected);
    }
  });

  it('rounds a fractional rating to the nearest', () => {
    expect.soft(severityLabel(2.4), 'severity 2.4').toBe('Mild');
    expect.soft(severityLabel(2.5), 'severity 2.5').toBe('Moderate');
  });

  it('clamps a rating outside 1-5 to the nearest end', () => {
    for (const [severity, expected] of [
      [0, 'Very Mild'],
      [-2, 'Very Mild'],
      [6, 'Very Severe'],
    ] as const) {
      expect.soft(severityLabel(severity), `severity ${severity}`).toBe(expected);
    }
  });

  it('reads NaN as the default severity, Very Mild', () => {
    expect(severityLabel(Number.NaN)).toBe('Very Mild');
  });
});

describe('energyLabel', () => {
  it('names each rating from 1 to 5', () => {
    for (const [energy, expected] of [
      [1, 'Very Low'],
      [2, 'Low'],
      [3, 'Moderate'],
      [4, 'High'],
      [5, 'Very High'],
    ] as const) {
      expect.soft(energyLabel(energy), `energy ${energy}`).toBe(expected);
    }
  });

  it('rounds a fractional rating to the nearest', () => {
    expect(energyLabel(3.6)).toBe('High');
  });

  it('clamps a rating outside 1-5 to the nearest end', () => {
    expect.soft(energyLabel(0), 'energy 0').toBe('Very Low');
    expect.soft(energyLabel(9), 'energy 9').toBe('Very High');
  });

  it('reads NaN as the default energy, Moderate', () => {
    expect(energyLabel(Number.NaN)).toBe('Moderate');
  });
});
