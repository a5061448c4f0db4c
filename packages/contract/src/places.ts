import { z } from 'zod';
import { LATITUDE_MESSAGE, LONGITUDE_MESSAGE } from './providers-directory.ts';

/** ZIP search and clinic directions (spec §3 ZIP result, §5 ZIP, §7 zip-codes and directions calls). */
export const ZIP_INVALID_MESSAGE = 'Invalid ZIP code - Please enter a valid 5-digit ZIP code';
export const ZIP_QUERY_MESSAGE = 'Enter 1 to 5 digits of a ZIP code';
export const ZIP_SUGGESTIONS = 10;

export const zipSearchQuerySchema = z.object({
  query: z.string().regex(/^\d{1,5}$/, { message: ZIP_QUERY_MESSAGE }),
});
export const zipResultSchema = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  stateCode: z.string(),
});
export type ZipResult = z.infer<typeof zipResultSchema>;
export const zipResultListSchema = z.array(zipResultSchema);

/** The nearest clinics are looked for within this many miles; at most CLINICS_MAX are returned. */
export const CLINIC_RADIUS_MILES = 50;
export const CLINICS_MAX = 5;

export const directionsRequestSchema = z.object({
  lat: z
    .number({ message: LATITUDE_MESSAGE })
    .min(-90, { message: LATITUDE_MESSAGE })
    .max(90, { message: LATITUDE_MESSAGE }),
  lng: z
    .number({ message: LONGITUDE_MESSAGE })
    .min(-180, { message: LONGITUDE_MESSAGE })
    .max(180, { message: LONGITUDE_MESSAGE }),
});
export type DirectionsRequest = z.infer<typeof directionsRequestSchema>;
/** A prenatal clinic (a practice's office) with its great-circle distance in miles from the caller. */
export const clinicSchema = z.object({
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  distance: z.number(),
});
export type Clinic = z.infer<typeof clinicSchema>;
export const clinicListSchema = z.array(clinicSchema);
