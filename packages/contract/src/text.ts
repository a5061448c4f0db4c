import type { z } from 'zod';

/**
 * PostgreSQL cannot store the NUL character in text or JSON, so text that would reach the
 * database is checked for it here and refused with a 400 instead of failing with a 500.
 */
export const NUL_MESSAGE = 'Remove the invalid characters from this text';
/** A free text over its limit (the forms' notes, locations and addresses); `max` is the field's. */
export const TEXT_TOO_LONG_MESSAGE = (max: number) => `Keep this under ${max} characters`;
export const withoutNul = <S extends z.ZodString>(schema: S) =>
  schema.refine((value) => !value.includes('\u0000'), { message: NUL_MESSAGE });

/** Calendar days the database can hold and a person could mean: years 1900 to 2199. */
export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '2199-12-31';

/**
 * Half of a UTF-16 surrogate pair (say, an emoji cut in two) is not text PostgreSQL can store:
 * JSON columns refuse it with an error and text columns quietly turn it into U+FFFD. The server
 * refuses it with a 400, the way it refuses NUL.
 */
export const BROKEN_CHARACTER_MESSAGE = 'Remove the broken characters from this text';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasBrokenCharacters = (value: string) => LONE_SURROGATE.test(value);
