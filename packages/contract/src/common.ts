import { z } from 'zod';

/** Ids are UUIDs; a malformed id can never match a row, so it is reported like a missing one. */
export const idSchema = z.uuid({ message: 'Invalid id' });
export const idParamsSchema = z.object({ id: idSchema });

/** A calendar date the way every form and the API write it. */
export const isoDateSchema = z.iso.date({ message: 'Use a real date in the form YYYY-MM-DD' });

export const okSchema = z.object({ message: z.string() });
export type Ok = z.infer<typeof okSchema>;
