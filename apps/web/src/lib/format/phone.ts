import { formatUsPhone } from '@bloom/pregnancy';

/**
 * A phone number as the app shows it everywhere (spec §5: "Phone numbers display as
 * (xxx) xxx-xxxx when 10 digits"; a leading US 1 is dropped). Anything else is shown as typed;
 * nothing is ''. The rule itself is `formatUsPhone` of @bloom/pregnancy, which the server also
 * uses when it stores a directory phone, so both sides agree.
 */
export function displayPhone(raw: string | null | undefined): string {
  return raw ? formatUsPhone(raw.trim()) : '';
}

/** The `tel:` link of a shown number: its digits and a leading +. */
export const telLink = (raw: string) => `tel:${raw.replace(/[^\d+]/g, '')}`;
