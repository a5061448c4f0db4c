export type BarcodeKind = 'UPC-E' | 'EAN-8' | 'UPC-A' | 'EAN-13' | 'GTIN-14' | 'other';

export type BarcodeValidation =
  { ok: true; kind: BarcodeKind; checkDigitValid: boolean | null } | { ok: false; message: string };

const MIN_DIGITS = 8;
const MAX_DIGITS = 14;

/** Keeps only the digits, so "0 36000-29145 2" and "036000291452" look up the same product. */
export function normalizeBarcode(raw: string): string {
  return typeof raw === 'string' ? raw.replace(/\D+/g, '') : '';
}

/** GS1 mod-10 check digit for the given digits (the code without its last digit). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  // Weights alternate 3, 1, 3, ... starting from the digit next to the check digit.
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

function hasValidCheckDigit(code: string): boolean {
  return gs1CheckDigit(code.slice(0, -1)) === Number(code[code.length - 1]);
}

/**
 * Expands an 8-digit UPC-E (number system, six data digits, check digit) to
 * its 12-digit UPC-A form. UPC-E's check digit is the UPC-A one, so validation
 * has to go through this expansion.
 */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const numberSystem = code[0] ?? '';
  const d = code.slice(1, 7);
  const check = code[7] ?? '';
  const last = d[5] ?? '';
  let body: string;
  if (last === '0' || last === '1' || last === '2') {
    body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  } else if (last === '3') {
    body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  } else if (last === '4') {
    body = `${d.slice(0, 4)}00000${d[4] ?? ''}`;
  } else {
    body = `${d.slice(0, 5)}0000${last}`;
  }
  return `${numberSystem}${body}${check}`;
}

function classifyEightDigits(code: string): { kind: BarcodeKind; checkDigitValid: boolean } {
  // Eight digits starting with 0 or 1 are read as UPC-E first, since that is
  // what US grocery packaging carries; otherwise, or if that reading fails, EAN-8.
  const expanded = expandUpcE(code);
  if (expanded !== null && hasValidCheckDigit(expanded)) return { kind: 'UPC-E', checkDigitValid: true };
  if (hasValidCheckDigit(code)) return { kind: 'EAN-8', checkDigitValid: true };
  return { kind: expanded === null ? 'EAN-8' : 'UPC-E', checkDigitValid: false };
}

const KIND_BY_LENGTH: Readonly<Record<number, BarcodeKind>> = { 12: 'UPC-A', 13: 'EAN-13', 14: 'GTIN-14' };

/**
 * Checks the shape of a barcode. A wrong check digit is reported, not rejected:
 * the product database may still know the code, and the user can see the hint.
 */
export function validateBarcode(digits: string): BarcodeValidation {
  const code = typeof digits === 'string' ? digits.trim() : '';
  if (!/^\d*$/.test(code)) return { ok: false, message: 'UPC must contain only digits' };
  if (code.length < MIN_DIGITS) return { ok: false, message: 'UPC must have at least 8 digits' };
  if (code.length > MAX_DIGITS) return { ok: false, message: 'UPC must have at most 14 digits' };

  if (code.length === 8) return { ok: true, ...classifyEightDigits(code) };
  const kind = KIND_BY_LENGTH[code.length];
  if (kind === undefined) return { ok: true, kind: 'other', checkDigitValid: null };
  return { ok: true, kind, checkDigitValid: hasValidCheckDigit(code) };
}
