/**
 * Display form of a US phone number: '(xxx) xxx-xxxx' when it has exactly 10
 * digits, or 11 digits starting with the country code 1 (e.g. '+1 555 123 4567').
 * Anything else, such as an international number or one with an extension, is
 * returned unchanged, so nothing the user typed is ever lost from the display.
 * @param raw - the phone number as stored (any punctuation); null and undefined pass through
 * @returns the formatted number, or the input unchanged
 */
export function formatUsPhone(raw: string): string;
export function formatUsPhone(raw: string | null | undefined): string | null | undefined;
export function formatUsPhone(raw: string | null | undefined): string | null | undefined {
  if (raw == null) {
    return raw;
  }
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) {
    return raw;
  }
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
