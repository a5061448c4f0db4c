import { z } from 'zod';
import { babyGenderSchema, firstNameSchema, lastNameSchema, timeZoneSchema, WEEKS_MESSAGE } from './accounts.ts';
import { isoDateSchema } from './common.ts';

export const WEEKS_REQUIRED_MESSAGE = 'Weeks pregnant is required when you are pregnant';
export const DUE_DATE_MESSAGE = 'Use a real date in the form YYYY-MM-DD';
export const DUE_DATE_RANGE_MESSAGE = 'Due date must be between 20 days ago and 39 weeks from today';
export const HOME_ZIP_MESSAGE = 'ZIP code must be 5 digits';

const weeksSchema = z
  .number({ message: WEEKS_MESSAGE })
  .int({ message: WEEKS_MESSAGE })
  .min(1, { message: WEEKS_MESSAGE })
  .max(42, { message: WEEKS_MESSAGE });

const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar date 'YYYY-MM-DD'; an ISO timestamp is accepted too and read as her local date. */
const dueDateInputSchema = z
  .string({ message: DUE_DATE_MESSAGE })
  .refine((v) => isoDateSchema.safeParse(v).success || isoDateTimeSchema.safeParse(v).success, {
    message: DUE_DATE_MESSAGE,
  });

export const homeZipSchema = z
  .string({ message: HOME_ZIP_MESSAGE })
  .trim()
  .regex(/^\d{5}$/, { message: HOME_ZIP_MESSAGE });

/**
 * PATCH /api/user/profile. Every field is optional so small edits (the calendar's baby-gender
 * choice) send only what changed; the server checks the merged profile (weeks required when
 * pregnant). The due date is the truth and weeks are derived from it, so:
 * - `pregnancyWeeks` moves the due date only when it differs from the weeks the server computes
 *   today (a client echoing the weeks it shows changes nothing); when weeks are sent, `dueDate`
 *   is ignored.
 * - `dueDate` sent without weeks sets the due date, if it reads as a week 1-42 today.
 * - becoming not pregnant clears the due date.
 * `timeZone` (IANA) and `homeZip` are not in spec §7; they serve the later profile settings page.
 */
export const profileUpdateSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    isPregnant: z.boolean({ message: 'Tell us whether you are pregnant' }),
    pregnancyWeeks: weeksSchema.nullable(),
    dueDate: dueDateInputSchema.nullable(),
    babyGender: babyGenderSchema.nullable(),
    timeZone: timeZoneSchema,
    homeZip: homeZipSchema.nullable(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile form in the web app: weeks required when pregnant, checked on the client too. */
export const profileFormSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    isPregnant: z.boolean(),
    pregnancyWeeks: weeksSchema.nullable(),
  })
  .refine((v) => !v.isPregnant || v.pregnancyWeeks !== null, {
    message: WEEKS_REQUIRED_MESSAGE,
    path: ['pregnancyWeeks'],
  });
export type ProfileForm = z.infer<typeof profileFormSchema>;

/**
 * GET /api/pregnancy/week-info: the signed-in user's current week (advancing with time from the
 * stored due date) and its trimester; both null when she is not pregnant or the week is unknown.
 */
export const weekInfoSchema = z.object({
  week: z.number().int().nullable(),
  trimester: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
});
export type WeekInfo = z.infer<typeof weekInfoSchema>;
