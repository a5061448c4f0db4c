import { z } from 'zod';
import { phoneNumberSchema } from './accounts.ts';
import { withoutNul } from './text.ts';

/** Spec §9 provider specialties. */
export const SPECIALTIES = [
  'Obstetrics & Gynecology',
  'Maternal-Fetal Medicine',
  'Certified Nurse Midwife',
  'Fertility Specialist',
  'Pediatrician',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

/** Spec §9: the insurance filter offers six named carriers. */
export const INSURANCE_CARRIERS = [
  'Aetna',
  'Blue Cross Blue Shield',
  'Cigna',
  'UnitedHealthcare',
  'Humana',
  'Kaiser Permanente',
] as const;

export const INVALID_ZIP_MESSAGE = 'Invalid ZIP code - Please enter a valid 5-digit ZIP code';

/** An empty filter value means "any", so a form can send its blank choice as it is. */
const optionalFilter = withoutNul(z.string().trim().max(100, { message: 'Filter values are at most 100 characters' }))
  .optional()
  .transform((v) => (v ? v : undefined));

/** GET /api/providers query; specialty and insurance match whole names, ignoring case. */
export const providersQuerySchema = z.object({
  specialty: optionalFilter,
  insurance: optionalFilter,
  zipCode: z
    .union([z.literal(''), z.string().regex(/^\d{5}$/, { message: INVALID_ZIP_MESSAGE })], {
      message: INVALID_ZIP_MESSAGE,
    })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ProvidersQuery = z.input<typeof providersQuerySchema>;

/**
 * Spec §3 provider. `distance` is in miles from the searched ZIP area, null without a ZIP search.
 * `isSample` marks the fictional sample directory (made-up names and phone numbers), which the
 * app labels as sample data wherever it shows. `isOwn` marks a provider the user added for
 * herself: only she sees it, and BLOOM has no rating, reviews or intake status for it (null).
 */
export const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
  practice: z.string(),
  phone: z.string(),
  address: z.string(),
  zipCode: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  distance: z.number().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number().int().nullable(),
  acceptsNewPatients: z.boolean().nullable(),
  features: z.array(z.string()),
  insurance: z.array(z.string()),
  isSample: z.boolean(),
  isOwn: z.boolean(),
});
export type Provider = z.infer<typeof providerSchema>;

export const providerListSchema = z.array(providerSchema);

export const OWN_PROVIDER_NAME_MAX = 100;
export const OWN_PROVIDER_PRACTICE_MAX = 200;
export const OWN_PROVIDER_ADDRESS_MAX = 300;
/** How many providers one user may add for herself. */
export const OWN_PROVIDERS_MAX = 50;

export const OWN_PROVIDER_NAME_REQUIRED_MESSAGE = 'Provider name is required';
export const OWN_PROVIDER_NAME_TOO_LONG_MESSAGE = `Keep the name under ${OWN_PROVIDER_NAME_MAX} characters`;
export const OWN_PROVIDER_PRACTICE_TOO_LONG_MESSAGE = `Keep the practice under ${OWN_PROVIDER_PRACTICE_MAX} characters`;
export const OWN_PROVIDER_ADDRESS_TOO_LONG_MESSAGE = `Keep the address under ${OWN_PROVIDER_ADDRESS_MAX} characters`;
export const OWN_PROVIDER_PHONE_MESSAGE = 'Invalid phone number';
export const OWN_PROVIDERS_LIMIT_MESSAGE = `You can add at most ${OWN_PROVIDERS_MAX} providers of your own`;

/** Optional text; empty or whitespace-only is stored as ''. */
const optionalProviderText = (max: number, message: string) =>
  withoutNul(z.string().trim().max(max, { message }))
    .nullish()
    .transform((v) => v ?? '');

/**
 * POST /api/providers/mine: a provider the user adds for herself (her real doctor or midwife),
 * kept private to her and offered in her booking dialogs. Only the name is required.
 */
export const ownProviderCreateSchema = z.object({
  name: withoutNul(
    z
      .string({ message: OWN_PROVIDER_NAME_REQUIRED_MESSAGE })
      .trim()
      .min(1, { message: OWN_PROVIDER_NAME_REQUIRED_MESSAGE })
      .max(OWN_PROVIDER_NAME_MAX, { message: OWN_PROVIDER_NAME_TOO_LONG_MESSAGE }),
  ),
  practice: optionalProviderText(OWN_PROVIDER_PRACTICE_MAX, OWN_PROVIDER_PRACTICE_TOO_LONG_MESSAGE),
  phone: z
    .string({ message: OWN_PROVIDER_PHONE_MESSAGE })
    .pipe(phoneNumberSchema)
    .nullish()
    .transform((v) => v ?? ''),
  address: optionalProviderText(OWN_PROVIDER_ADDRESS_MAX, OWN_PROVIDER_ADDRESS_TOO_LONG_MESSAGE),
});
export type OwnProviderCreate = z.input<typeof ownProviderCreateSchema>;
export type OwnProviderCreateParsed = z.output<typeof ownProviderCreateSchema>;
