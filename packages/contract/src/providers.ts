import { z } from 'zod';
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

/** Spec §3 provider. `distance` is in miles from the searched ZIP area, null without a ZIP search. */
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
  rating: z.number(),
  reviewCount: z.number().int(),
  acceptsNewPatients: z.boolean(),
  features: z.array(z.string()),
  insurance: z.array(z.string()),
});
export type Provider = z.infer<typeof providerSchema>;

export const providerListSchema = z.array(providerSchema);
