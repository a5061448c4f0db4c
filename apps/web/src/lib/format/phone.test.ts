import { describe, expect, it } from 'vitest';
import { displayPhone, telLink } from './phone.ts';

describe('displayPhone', () => {
  it.each([
    ['5125550101', '(512) 555-0101'],
    ['512-555-0101', '(512) 555-0101'],
    ['+1 512 555 0101', '(512) 555-0101'],
    [' (512)5550101 ', '(512) 555-0101'],
  ])('shows 10 digits %j as (xxx) xxx-xxxx', (raw, shown) => {
    expect(displayPhone(raw)).toBe(shown);
  });

  it.each(['+44 20 7946 0958', '555-0101', '22345678901'])('shows anything else as typed: %j', (raw) => {
    expect(displayPhone(raw)).toBe(raw);
  });

  it('shows nothing as nothing', () => {
    expect(displayPhone('')).toBe('');
    expect(displayPhone(null)).toBe('');
    expect(displayPhone(undefined)).toBe('');
  });

  it('links the digits', () => {
    expect(telLink('(512) 555-0101')).toBe('tel:5125550101');
    expect(telLink('+1 512 555 0101')).toBe('tel:+15125550101');
  });
});
