import { i18n } from '@/lib/i18n/index.ts';

/*
 * The GS1 check-digit rule, as the server applies it (packages/knowledge/src/barcode.ts), run in
 * the browser so a mistyped digit is pointed out while typing, before any lookup. A mismatch is
 * a warning, not a refusal: the product database may still know the code. The parity test
 * checks both give the same answer.
 */

/** GS1 mod-10 check digit of the digits before it. */
function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

const hasValidCheckDigit = (code: string) => gs1CheckDigit(code.slice(0, -1)) === Number(code[code.length - 1]);

/** An 8-digit UPC-E expanded to its 12-digit UPC-A form, whose check digit it shares. */
function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const d = code.slice(1, 7);
  const last = d[5] ?? '';
  let body: string;
  if (last === '0' || last === '1' || last === '2') body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  else if (last === '3') body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  else if (last === '4') body = `${d.slice(0, 4)}00000${d[4] ?? ''}`;
  else body = `${d.slice(0, 5)}0000${last}`;
  return `${code[0] ?? ''}${body}${code[7] ?? ''}`;
}

const KIND_BY_LENGTH: Readonly<Record<number, string>> = { 12: 'UPC-A', 13: 'EAN-13', 14: 'GTIN-14' };

/**
 * The kind of barcode whose check digit does not match, or null when it matches or the length
 * has no check digit to test (9-11 digits).
 * @param digits - the digits typed or scanned
 */
export function checkDigitMismatch(digits: string): string | null {
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 8) {
    const expanded = expandUpcE(digits);
    if ((expanded !== null && hasValidCheckDigit(expanded)) || hasValidCheckDigit(digits)) return null;
    return expanded === null ? 'EAN-8' : 'UPC-E';
  }
  const kind = KIND_BY_LENGTH[digits.length];
  return kind !== undefined && !hasValidCheckDigit(digits) ? kind : null;
}

/** The warning shown under the field, in the words of the server's note on the product (in her language). */
export function checkDigitWarning(digits: string): string | null {
  const kind = checkDigitMismatch(digits);
  return kind && i18n.t('upc.checkDigit', { ns: 'food', kind });
}
