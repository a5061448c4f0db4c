import { z } from 'zod';

/** ZIP search and clinic directions (spec §3 ZIP result, §5 ZIP, §7 zip-codes and directions calls). */
export const ZIP_INVALID_MESSAGE = 'Invalid ZIP code - Please enter a valid 5-digit ZIP code';
export const ZIP_SUGGESTIONS = 10;

export const zipSearchQuerySchema = z.object({
  query: z.string().regex(/^\d{1,5}$/, { message: 'Enter 1 to 5 digits of a ZIP code' }),
});
export const zipResultSchema = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  stateCode: z.string(),
});
export type ZipResult = z.infer<typeof zipResultSchema>;

export const directionsRequestSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export const clinicSchema = z.object({ name: z.string(), address: z.string(), lat: z.number(), lng: z.number() });
