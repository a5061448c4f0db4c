import { z } from 'zod';

/** Ids are UUIDs; a malformed id can never match a row, so it is reported like a missing one. */
export const INVALID_ID_MESSAGE = 'Invalid id';
export const idSchema = z.uuid({ message: INVALID_ID_MESSAGE });
export const idParamsSchema = z.object({ id: idSchema });

/** A calendar date the way every form and the API write it. */
export const INVALID_DATE_MESSAGE = 'Use a real date in the form YYYY-MM-DD';
export const isoDateSchema = z.iso.date({ message: INVALID_DATE_MESSAGE });

export const okSchema = z.object({ message: z.string() });
export type Ok = z.infer<typeof okSchema>;

export const CLIENT_ID_MESSAGE = 'The entry id from this device must be a UUID';

/**
 * The id her device gives a symptom, mood, kick session or contraction it creates (the offline
 * queue, issue 35): a POST that repeats one she already used answers the stored entry (200)
 * instead of storing it again. Optional; another user's same id is independent.
 */
export const clientIdSchema = z.uuid({ message: CLIENT_ID_MESSAGE }).optional();
