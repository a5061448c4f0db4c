import { z } from 'zod';
import { INVALID_PHONE_MESSAGE, phoneNumberSchema } from './accounts.ts';
import { INVALID_ID_MESSAGE } from './common.ts';
import { INVALID_ZIP_MESSAGE, SPECIALTIES } from './providers.ts';
import { TEXT_TOO_LONG_MESSAGE, withoutNul } from './text.ts';

/**
 * The provider directory as administrators and the NPPES importer write it (issue 21). One
 * schema for both: the admin API's body and each row of an imported CSV are checked the same way.
 */

/** US states, DC and the territories NPPES uses, by USPS code. */
// prettier-ignore
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH',
  'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'GU', 'VI',
  'AS', 'MP',
] as const;

export const NPI_MESSAGE = 'An NPI is 10 digits with a valid check digit';
export const PRACTICE_TEXT_MESSAGE = 'Practice must be text';
export const NPI_TAKEN_MESSAGE = 'A provider with this NPI is already in the directory';
export const DIRECTORY_NAME_REQUIRED_MESSAGE = 'Provider name is required';
export const DIRECTORY_SPECIALTY_MESSAGE = `Choose a specialty: ${SPECIALTIES.join(', ')}`;
export const STREET_REQUIRED_MESSAGE = 'Street address is required';
export const CITY_REQUIRED_MESSAGE = 'City is required';
export const STATE_MESSAGE = 'Use a two-letter US state code, such as TX';
export const LATITUDE_MESSAGE = 'Latitude must be a number from -90 to 90';
export const LONGITUDE_MESSAGE = 'Longitude must be a number from -180 to 180';
export const RATING_MESSAGE = 'Rating must be a number from 0 to 5';
export const REVIEW_COUNT_MESSAGE = 'Review count must be a whole number of 0 or more';
export const ACCEPTS_NEW_PATIENTS_MESSAGE = 'Accepts new patients must be true or false';
export const LIST_ITEM_MESSAGE = 'Keep each entry under 100 characters';
export const LIST_LENGTH_MESSAGE = 'Keep the list to 30 entries or fewer';
export const NOTHING_TO_CHANGE_MESSAGE = 'Send at least one field to change';
export const PROVIDER_REMOVED_MESSAGE = 'Provider removed';
export const PROVIDER_NOT_FOUND_MESSAGE = 'Provider not found';
/** Coordinates are given as a pair, or left to the ZIP code's centre. */
export const LAT_LNG_PAIR_MESSAGE = 'Give both latitude and longitude, or neither';

/**
 * Whether `npi` is a well-formed National Provider Identifier: 10 digits whose last is the Luhn
 * check digit computed over the issuer prefix 80840 and the first nine digits (CMS, "Requirements
 * for constructing the NPI check digit").
 * @param npi - the identifier as text
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Doubling starts at the rightmost digit of the payload (the check digit is not part of it).
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(npi[9]);
}

const text = (max: number, message: string) =>
  withoutNul(
    z
      .string({ message })
      .trim()
      .max(max, { message: TEXT_TOO_LONG_MESSAGE(max) }),
  );
const requiredText = (max: number, message: string) => text(max, message).pipe(z.string().min(1, { message }));
const textList = z
  .array(
    withoutNul(z.string().trim().min(1, { message: LIST_ITEM_MESSAGE }).max(100, { message: LIST_ITEM_MESSAGE })),
    {
      message: LIST_ITEM_MESSAGE,
    },
  )
  .max(30, { message: LIST_LENGTH_MESSAGE })
  // The same entry twice (in any case) is kept once, in its first spelling.
  .transform((items) => items.filter((v, i) => items.findIndex((w) => w.toLowerCase() === v.toLowerCase()) === i));

/** Every field of a directory provider, none with a default (creation adds those). */
const directoryFields = {
  npi: z.string({ message: NPI_MESSAGE }).trim().refine(isValidNpi, { message: NPI_MESSAGE }).nullable(),
  name: requiredText(100, DIRECTORY_NAME_REQUIRED_MESSAGE),
  specialty: z.enum(SPECIALTIES, { message: DIRECTORY_SPECIALTY_MESSAGE }),
  practice: text(200, PRACTICE_TEXT_MESSAGE),
  phone: z.string({ message: INVALID_PHONE_MESSAGE }).pipe(phoneNumberSchema),
  street: requiredText(200, STREET_REQUIRED_MESSAGE),
  city: requiredText(100, CITY_REQUIRED_MESSAGE),
  state: z
    .string({ message: STATE_MESSAGE })
    .trim()
    .toUpperCase()
    .pipe(z.enum(US_STATE_CODES, { message: STATE_MESSAGE })),
  zipCode: z
    .string({ message: INVALID_ZIP_MESSAGE })
    .trim()
    .regex(/^\d{5}$/, { message: INVALID_ZIP_MESSAGE }),
  lat: z
    .number({ message: LATITUDE_MESSAGE })
    .min(-90, { message: LATITUDE_MESSAGE })
    .max(90, { message: LATITUDE_MESSAGE })
    .nullable(),
  lng: z
    .number({ message: LONGITUDE_MESSAGE })
    .min(-180, { message: LONGITUDE_MESSAGE })
    .max(180, { message: LONGITUDE_MESSAGE })
    .nullable(),
  rating: z
    .number({ message: RATING_MESSAGE })
    .min(0, { message: RATING_MESSAGE })
    .max(5, { message: RATING_MESSAGE })
    .nullable(),
  reviewCount: z
    .number({ message: REVIEW_COUNT_MESSAGE })
    .int({ message: REVIEW_COUNT_MESSAGE })
    .min(0, { message: REVIEW_COUNT_MESSAGE }),
  acceptsNewPatients: z.boolean({ message: ACCEPTS_NEW_PATIENTS_MESSAGE }).nullable(),
  features: textList,
  insurance: textList,
};

/**
 * POST /api/admin/providers. Name, specialty, street, city, state and ZIP are required. Without
 * coordinates the office is placed at its ZIP code's centre; `npi` is optional (an NPI already in
 * the directory is a 409); no rating means "not rated yet".
 */
export const directoryProviderCreateSchema = z.object({
  ...directoryFields,
  npi: directoryFields.npi.optional().transform((v) => v ?? null),
  practice: directoryFields.practice.optional().transform((v) => v ?? ''),
  phone: directoryFields.phone.optional().transform((v) => v ?? ''),
  lat: directoryFields.lat.optional().transform((v) => v ?? null),
  lng: directoryFields.lng.optional().transform((v) => v ?? null),
  rating: directoryFields.rating.optional().transform((v) => v ?? null),
  reviewCount: directoryFields.reviewCount.optional().transform((v) => v ?? 0),
  acceptsNewPatients: directoryFields.acceptsNewPatients.optional().transform((v) => v ?? null),
  features: textList.optional().transform((v) => v ?? []),
  insurance: textList.optional().transform((v) => v ?? []),
});
export type DirectoryProviderCreate = z.input<typeof directoryProviderCreateSchema>;
export type DirectoryProviderInput = z.output<typeof directoryProviderCreateSchema>;

/**
 * PATCH /api/admin/providers/{id}: any of the fields, at least one. A new ZIP code without new
 * coordinates moves the office to that ZIP code's centre.
 */
export const directoryProviderUpdateSchema = z
  .object(directoryFields)
  .partial()
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE_MESSAGE });
export type DirectoryProviderUpdate = z.input<typeof directoryProviderUpdateSchema>;
export type DirectoryProviderPatch = z.output<typeof directoryProviderUpdateSchema>;

/** Provider ids are text ('npi-…', 'dir-…', 'own-…'), not UUIDs. */
export const providerIdParamsSchema = z.object({
  id: z.string().min(1, { message: INVALID_ID_MESSAGE }).max(100, { message: INVALID_ID_MESSAGE }),
});
