import { validateBarcode } from '@bloom/knowledge';
import { describe, expect, it } from 'vitest';
import { checkDigitMismatch, checkDigitWarning } from './check-digit.ts';

// Real codes (a UPC-A, an EAN-13, an EAN-8, a UPC-E, a GTIN-14) and each with its last digit changed.
const VALID = ['036000291452', '3760091720030', '73513537', '04252614', '10036000291459'];
const MISTYPED = ['036000291453', '3760091720031', '73513538', '04252615', '10036000291450'];

describe('checkDigitMismatch', () => {
  it('accepts real codes of every length that has a check digit', () => {
    for (const code of VALID) expect.soft(checkDigitMismatch(code), code).toBeNull();
  });

  it('names the kind of code whose last digit does not match', () => {
    expect(MISTYPED.map(checkDigitMismatch)).toEqual(['UPC-A', 'EAN-13', 'EAN-8', 'UPC-E', 'GTIN-14']);
  });

  it('says nothing for lengths without a check digit, or anything but digits', () => {
    for (const code of ['', '1234567', '123456789', '12345678901', '12a45678']) {
      expect.soft(checkDigitMismatch(code), code).toBeNull();
    }
  });

  it('agrees with the server’s rule (packages/knowledge) on every code', () => {
    const codes = [...VALID, ...MISTYPED, '12345678', '00000000', '99999999', '123456789012', '1234567890128'];
    for (const code of codes) {
      const server = validateBarcode(code);
      const serverMismatch = server.ok && server.checkDigitValid === false ? server.kind : null;
      expect.soft(checkDigitMismatch(code), code).toBe(serverMismatch);
    }
  });
});

describe('checkDigitWarning', () => {
  it('uses the words of the server’s note', () => {
    expect(checkDigitWarning('036000291453')).toBe(
      'The check digit of this UPC-A number does not match, so a digit may have been typed wrong.',
    );
    expect(checkDigitWarning('036000291452')).toBeNull();
  });
});
