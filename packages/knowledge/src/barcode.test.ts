import { describe, expect, it } from 'vitest';
import { expandUpcE, gs1CheckDigit, normalizeBarcode, validateBarcode } from './barcode.ts';

describe('normalizeBarcode', () => {
  it('keeps only the digits', () => {
    for (const [raw, digits] of [
      ['0 36000-29145 2', '036000291452'],
      [' 4006381333931\n', '4006381333931'],
      ['abc', ''],
      ['', ''],
    ]) {
      expect.soft(normalizeBarcode(raw!), raw).toBe(digits);
    }
  });
});

describe('gs1CheckDigit', () => {
  it('computes the mod-10 check digit', () => {
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('9638507')).toBe(4);
  });
});

describe('expandUpcE', () => {
  it('expands a UPC-E code to UPC-A', () => {
    expect(expandUpcE('04252614')).toBe('042100005264');
  });

  it('refuses codes outside number systems 0 and 1', () => {
    expect(expandUpcE('96385074')).toBeNull();
  });
});

describe('validateBarcode', () => {
  it('names the symbology and checks the GS1 check digit of UPC-A, EAN-13, EAN-8, UPC-E and GTIN-14', () => {
    for (const [code, kind, checkDigitValid] of [
      ['036000291452', 'UPC-A', true],
      ['036000291453', 'UPC-A', false],
      ['012345678905', 'UPC-A', true],
      ['4006381333931', 'EAN-13', true],
      ['4006381333932', 'EAN-13', false],
      ['5901234123457', 'EAN-13', true],
      ['96385074', 'EAN-8', true],
      ['96385075', 'EAN-8', false],
      ['04252614', 'UPC-E', true],
      ['04252615', 'UPC-E', false],
      ['10614141000415', 'GTIN-14', true],
      ['10614141000416', 'GTIN-14', false],
    ] as const) {
      expect.soft(validateBarcode(code), code).toEqual({ ok: true, kind, checkDigitValid });
    }
  });

  it('accepts other lengths from 8 to 14 digits with no check digit verdict', () => {
    for (const code of ['123456789', '1234567890', '12345678901']) {
      expect.soft(validateBarcode(code), code).toEqual({ ok: true, kind: 'other', checkDigitValid: null });
    }
  });

  it('rejects non-digits, fewer than 8 and more than 14 digits with the spec message', () => {
    for (const [code, message] of [
      ['0360-0029145', 'UPC must contain only digits'],
      ['abcdefgh', 'UPC must contain only digits'],
      ['1234567', 'UPC must have at least 8 digits'],
      ['', 'UPC must have at least 8 digits'],
      ['123456789012345', 'UPC must have at most 14 digits'],
    ]) {
      expect.soft(validateBarcode(code!), code).toEqual({ ok: false, message });
    }
  });

  it('validates what normalizeBarcode produced', () => {
    expect(validateBarcode(normalizeBarcode('036000 291452'))).toMatchObject({ ok: true, checkDigitValid: true });
  });
});
