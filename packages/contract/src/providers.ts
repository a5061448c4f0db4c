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
/** A well-formed ZIP code the ZIP dataset does not know (so there is nothing to measure from). */
export const ZIP_NOT_FOUND_MESSAGE = 'ZIP code not found - Please check the ZIP code and try again';
export const UNKNOWN_SPECIALTY_MESSAGE = `Unknown specialty. Choose one of: ${SPECIALTIES.join(', ')}`;
export const UNKNOWN_INSURANCE_MESSAGE = `Unknown insurance. Choose one of: ${INSURANCE_CARRIERS.join(', ')}`;

/**
 * Spec §9 provider sorts. Rating is the default, except that distance is once there is somewhere
 * to measure from (a searched ZIP code, or her home ZIP): nearest first (issue 33).
 */
export const PROVIDER_SORTS = ['rating', 'distance', 'name'] as const;
export type ProviderSort = (typeof PROVIDER_SORTS)[number];
export const PROVIDER_SORT_LABELS: Record<ProviderSort, string> = {
  rating: 'Rating',
  distance: 'Distance',
  name: 'Name',
};
export const UNKNOWN_SORT_MESSAGE = 'Sort by rating, distance or name';

/** A ZIP search finds directory offices within this many miles of the ZIP code's centre. */
export const PROVIDER_SEARCH_RADIUS_MILES = 50;
/** At most this many directory providers per answer (her own come on top); filters narrow it. */
export const PROVIDER_RESULTS_MAX = 250;

/**
 * A filter chosen from a fixed list: blank means "any", any case finds the list's spelling, and
 * a value outside the list is refused with `message` (a typo must not look like "no providers").
 */
const listFilter = (names: readonly string[], message: string) =>
  withoutNul(z.string().trim().max(100, { message }))
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const found = names.find((n) => n.toLowerCase() === value.toLowerCase());
      if (found === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return found;
    });

/** A 5-digit ZIP code, or blank for none (spec §5). */
export const zipCodeFilterSchema = z
  .union([z.literal(''), z.string().regex(/^\d{5}$/, { message: INVALID_ZIP_MESSAGE })], {
    message: INVALID_ZIP_MESSAGE,
  })
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * GET /api/providers query (spec §7, §9). Specialty and insurance come from the spec's lists
 * (any case); `zipCode` keeps the offices within PROVIDER_SEARCH_RADIUS_MILES of that ZIP;
 * `sort` is rating, distance or name; left out, it is distance when there is a ZIP code to
 * measure from (this one, or her home ZIP), else rating.
 */
export const providersQuerySchema = z.object({
  specialty: listFilter(SPECIALTIES, UNKNOWN_SPECIALTY_MESSAGE),
  insurance: listFilter(INSURANCE_CARRIERS, UNKNOWN_INSURANCE_MESSAGE),
  zipCode: zipCodeFilterSchema,
  sort: z
    .union([z.literal(''), z.enum(PROVIDER_SORTS, { message: UNKNOWN_SORT_MESSAGE })], {
      message: UNKNOWN_SORT_MESSAGE,
    })
    .optional()
    .transform((v): ProviderSort | undefined => (v ? v : undefined)),
});
export type ProvidersQuery = z.input<typeof providersQuerySchema>;

/**
 * Spec §3 provider. `distance` is great-circle miles from the searched ZIP code, or from her
 * home ZIP when she saved one; null without either (and for providers with no location).
 * `isSample` marks the fictional sample directory (made-up names and phone numbers), which the
 * app labels as sample data wherever it shows. `isOwn` marks a provider the user added for
 * herself: only she sees it, and BLOOM has no rating, reviews or intake status for it (null).
 * `rating` is null and `reviewCount` 0 for a directory provider nobody has rated yet;
 * `acceptsNewPatients` is null when the directory does not say.
 */
export const providerSchema = z.object({
  id: z.string(),
  npi: z.string().nullable(),
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
