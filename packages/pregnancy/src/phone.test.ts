import { describe, expect, it } from 'vitest';
import { formatUsPhone } from './phone.ts';

const US_NUMBERS = [
  '5551234567',
  '555-123-4567',
  '555.123.4567',
  '555 123 4567',
  '(555) 123-4567',
  '(555)123-4567',
  '15551234567',
  '+1 555 123 4567',
  '+1 (555) 123-4567',
  '1-555-123-4567',
];

const NOT_US_NUMBERS = [
  '',
  '555-1234',
  '123456789',
  '25551234567',
  '+44 20 7946 0958',
  '555-123-4567 x12',
  '+1 555 123 45678',
  'call me',
];

describe('formatUsPhone', () => {
  it('writes a 10-digit US number, however punctuated and with or without the leading 1, as (555) 123-4567', () => {
    for (const raw of US_NUMBERS) {
      expect.soft(formatUsPhone(raw), raw).toBe('(555) 123-4567');
    }
  });

  it('leaves anything else unchanged: too few or too many digits, other countries, extensions, words', () => {
    for (const raw of NOT_US_NUMBERS) {
      expect.soft(formatUsPhone(raw), JSON.stringify(raw)).toBe(raw);
    }
  });

  it('passes null and undefined through', () => {
    expect(formatUsPhone(null)).toBeNull();
    expect(formatUsPhone(undefined)).toBeUndefined();
  });
});
