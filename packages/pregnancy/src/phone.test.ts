import { describe, expect, it } from 'vitest';
import { formatUsPhone } from './phone.ts';

describe('formatUsPhone', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    ['555 123 4567', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['(555)123-4567', '(555) 123-4567'],
    ['15551234567', '(555) 123-4567'],
    ['+1 555 123 4567', '(555) 123-4567'],
    ['+1 (555) 123-4567', '(555) 123-4567'],
    ['1-555-123-4567', '(555) 123-4567'],
  ])('%s → %s', (raw, expected) => {
    expect(formatUsPhone(raw)).toBe(expected);
  });

  it.each([
    '',
    '555-1234',
    '123456789',
    '25551234567',
    '+44 20 7946 0958',
    '555-123-4567 x12',
    '+1 555 123 45678',
    'call me',
  ])('leaves %j unchanged', (raw) => {
    expect(formatUsPhone(raw)).toBe(raw);
  });

  it('passes null and undefined through', () => {
    expect(formatUsPhone(null)).toBeNull();
    expect(formatUsPhone(undefined)).toBeUndefined();
  });
});
