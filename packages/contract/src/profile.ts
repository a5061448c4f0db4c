import { z } from 'zod';
import { babyGenderSchema, firstNameSchema, lastNameSchema, WEEKS_MESSAGE } from './accounts.ts';

export const WEEKS_REQUIRED_MESSAGE = 'Weeks pregnant is required when you are pregnant';

const weeksSchema = z
  .number({ message: WEEKS_MESSAGE })
  .int({ message: WEEKS_MESSAGE })
  .min(1, { message: WEEKS_MESSAGE })
  .max(42, { message: WEEKS_MESSAGE });

/**
 * PATCH /api/user/profile. Every field is optional so small edits (the calendar's baby-gender
 * choice) send only what changed; the server checks the merged profile (weeks required when
 * pregnant) and always recomputes the due date itself, ignoring a client's `dueDate`.
 */
export const profileUpdateSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    isPregnant: z.boolean({ message: 'Tell us whether you are pregnant' }),
    pregnancyWeeks: weeksSchema.nullable(),
    dueDate: z.string().nullable(),
    babyGender: babyGenderSchema.nullable(),
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
