import type { z } from 'zod';

/**
 * PostgreSQL cannot store the NUL character in text or JSON, so text that would reach the
 * database is checked for it here and refused with a 400 instead of failing with a 500.
 */
export const NUL_MESSAGE = 'Remove the invalid characters from this text';
export const withoutNul = <S extends z.ZodString>(schema: S) =>
  schema.refine((value) => !value.includes('\u0000'), { message: NUL_MESSAGE });

/** Calendar days the database can hold and a person could mean: years 1900 to 2199. */
export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '2199-12-31';
