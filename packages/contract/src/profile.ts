import { z } from 'zod';
import {
  babyGenderSchema,
  canonicalTimeZone,
  firstNameSchema,
  lastNameSchema,
  TIME_ZONE_MESSAGE,
  timeZoneSchema,
  WEEKS_MESSAGE,
  BABY_GENDER_CHOICE_MESSAGE,
  PREGNANT_ANSWER_MESSAGE,
} from './accounts.ts';
import { BABY_GENDERS, passwordSchema, userProfileSchema, type UserProfile } from './sign-in.ts';
import { isoDateSchema } from './common.ts';
import { localeSchema } from './locale.ts';
import { checklistItemExportSchema } from './checklists.ts';
import { contractionExportSchema } from './contractions.ts';
import { kickSessionExportSchema } from './kicks.ts';
import { appointmentReminderExportSchema, reminderSettingsExportSchema } from './reminders.ts';
import { weightExportSchema, weightProfileExportSchema } from './weight.ts';

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

/** Spec §4's phone rule: an optional plus, then digits, spaces, hyphens and parentheses. */
export const PROVIDER_PHONE_MESSAGE = 'Invalid phone number';
const PHONE_CHARACTERS = /^\+?[\d\s\-()]+$/;

/**
 * Her provider's phone (beyond the spec, for the urgent card's "Call my provider"): the signup's
 * phone rule, and 3 to 15 digits so that it can be dialled (911-style short numbers up to the
 * longest international number). Blank means none.
 */
export const providerPhoneSchema = z
  .string({ message: PROVIDER_PHONE_MESSAGE })
  .trim()
  .max(30, { message: PROVIDER_PHONE_MESSAGE })
  .refine((v) => v === '' || isDiallable(v), { message: PROVIDER_PHONE_MESSAGE })
  .transform((v) => (v === '' ? null : v));

function isDiallable(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(phone) && digits >= 3 && digits <= 15;
}

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
 * `providerPhone` (beyond the spec): a blank or null one clears it.
 * `locale` (issue 35): 'en' or 'es', the language of her app and of the API's answers.
 */
export const profileUpdateSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    isPregnant: z.boolean({ message: PREGNANT_ANSWER_MESSAGE }),
    pregnancyWeeks: weeksSchema.nullable(),
    dueDate: dueDateInputSchema.nullable(),
    babyGender: babyGenderSchema.nullable(),
    timeZone: timeZoneSchema,
    homeZip: homeZipSchema.nullable(),
    providerPhone: providerPhoneSchema.nullable(),
    locale: localeSchema,
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Toasts of the Profile Settings page (spec §8 for the failure). */
export const PROFILE_UPDATED_TITLE = 'Profile updated';
export const PROFILE_UPDATED_MESSAGE = 'Your profile has been saved.';
export const PROFILE_UPDATE_FAILED_TITLE = 'Update Failed';
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Failed to update profile. Please try again.';

/**
 * The Profile Settings form as the browser holds it (radios, number and select inputs are
 * strings), checked with the same messages as the API; `toProfileUpdate` builds the PATCH body.
 */
export const profileFormSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    isPregnant: z.enum(['yes', 'no']),
    pregnancyWeeks: z.string(),
    babyGender: z.enum(['', ...BABY_GENDERS], { message: BABY_GENDER_CHOICE_MESSAGE }),
    timeZone: z.string().refine((v) => canonicalTimeZone(v.trim()) !== null, { message: TIME_ZONE_MESSAGE }),
    homeZip: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{5}$/.test(v), { message: HOME_ZIP_MESSAGE }),
    providerPhone: z.string().refine((v) => providerPhoneSchema.safeParse(v).success, {
      message: PROVIDER_PHONE_MESSAGE,
    }),
  })
  .superRefine((v, issue) => {
    if (v.isPregnant !== 'yes') return;
    const weeks = v.pregnancyWeeks.trim();
    if (weeks === '') {
      issue.addIssue({ code: 'custom', message: WEEKS_REQUIRED_MESSAGE, path: ['pregnancyWeeks'] });
    } else if (!weeksSchema.safeParse(Number(weeks)).success) {
      issue.addIssue({ code: 'custom', message: WEEKS_MESSAGE, path: ['pregnancyWeeks'] });
    }
  });
export type ProfileForm = z.input<typeof profileFormSchema>;

/** The form's starting values from the stored profile. */
export function toProfileForm(profile: UserProfile): ProfileForm {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    isPregnant: profile.isPregnant ? 'yes' : 'no',
    pregnancyWeeks: profile.pregnancyWeeks === null ? '' : String(profile.pregnancyWeeks),
    babyGender: profile.babyGender ?? '',
    timeZone: profile.timeZone,
    homeZip: profile.homeZip ?? '',
    providerPhone: profile.providerPhone ?? '',
  };
}

/**
 * The PATCH body for a checked form. Weeks are sent only when they differ from the weeks the
 * profile shows (or she becomes pregnant), so saving a name never moves the due date; the
 * server keeps the due date for weeks equal to today's anyway ("the due date is the truth").
 */
export function toProfileUpdate(form: ProfileForm, current: UserProfile): ProfileUpdate {
  const isPregnant = form.isPregnant === 'yes';
  const weeks = isPregnant ? Number(form.pregnancyWeeks.trim()) : null;
  const weeksChanged = isPregnant && (!current.isPregnant || weeks !== current.pregnancyWeeks);
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    isPregnant,
    ...(weeksChanged ? { pregnancyWeeks: weeks } : {}),
    babyGender: form.babyGender === '' ? null : form.babyGender,
    timeZone: canonicalTimeZone(form.timeZone.trim()) ?? form.timeZone,
    homeZip: form.homeZip.trim() === '' ? null : form.homeZip.trim(),
    providerPhone: form.providerPhone.trim() === '' ? null : form.providerPhone.trim(),
  };
}

/**
 * GET /api/pregnancy/week-info: the signed-in user's current week (advancing with time from the
 * stored due date) and its trimester; both null when she is not pregnant or the week is unknown.
 */
export const weekInfoSchema = z.object({
  week: z.number().int().nullable(),
  trimester: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
});
export type WeekInfo = z.infer<typeof weekInfoSchema>;

/** POST /api/user/password and DELETE /api/user/account: what the person reads. */
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct';
export const SAME_PASSWORD_MESSAGE = 'Choose a new password that is different from your current one';
export const PASSWORDS_DIFFER_MESSAGE = 'The new passwords do not match';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed. You were signed out on your other devices.';
export const TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE = 'Too many wrong passwords. Please wait 15 minutes and try again.';
export const DELETE_PASSWORD_REQUIRED_MESSAGE = 'Enter your password to confirm';
export const ACCOUNT_DELETED_MESSAGE = 'Your account and all of its data have been deleted.';
export const LAST_ADMIN_MESSAGE =
  'You are the only administrator. Make someone else an administrator before deleting your account.';

const currentPasswordSchema = z
  .string({ message: CURRENT_PASSWORD_REQUIRED_MESSAGE })
  .min(1, { message: CURRENT_PASSWORD_REQUIRED_MESSAGE })
  .max(200, { message: WRONG_CURRENT_PASSWORD_MESSAGE });

/**
 * POST /api/user/password. The new password follows the signup rules (length here; the server
 * also refuses common and e-mail-derived ones). Other sessions end; the current one stays.
 */
export const changePasswordRequestSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change-password form: the new password typed twice. */
export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] })
  .refine((v) => v.newPassword !== v.currentPassword, { message: SAME_PASSWORD_MESSAGE, path: ['newPassword'] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** DELETE /api/user/account: her password again, so a borrowed session cannot erase her. */
export const deleteAccountRequestSchema = z
  .object({
    password: z
      .string({ message: DELETE_PASSWORD_REQUIRED_MESSAGE })
      .min(1, { message: DELETE_PASSWORD_REQUIRED_MESSAGE })
      .max(200, { message: WRONG_CURRENT_PASSWORD_MESSAGE }),
  })
  .strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

const timestamp = z.string();

/**
 * GET /api/user/export: everything BLOOM holds about the signed-in user, as JSON. Never the
 * password hash or session tokens; other people appear only as the names and e-mails the app
 * already shows her (her partner in a sync).
 */
export const userExportSchema = z.object({
  format: z.literal('bloom-export/1'),
  exportedAt: timestamp,
  profile: userProfileSchema,
  account: z.object({ bonusTokens: z.number().int(), updatedAt: timestamp }),
  sessions: z.array(z.object({ createdAt: timestamp, lastSeenAt: timestamp, expiresAt: timestamp })),
  symptoms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      severity: z.number().int(),
      notes: z.string().nullable(),
      loggedAt: timestamp,
    }),
  ),
  moods: z.array(
    z.object({
      id: z.string(),
      mood: z.string(),
      energy: z.number().int(),
      tags: z.array(z.string()),
      notes: z.string().nullable(),
      loggedAt: timestamp,
    }),
  ),
  calendarEntries: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      type: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      time: z.string().nullable(),
      category: z.string().nullable(),
      foodItems: z.array(z.string()).nullable(),
      activities: z.array(z.string()).nullable(),
      notes: z.string().nullable(),
      moodRating: z.number().int().nullable(),
      energyLevel: z.number().int().nullable(),
      symptoms: z.array(z.string()).nullable(),
      createdAt: timestamp,
    }),
  ),
  appointments: z.array(
    z.object({
      id: z.string(),
      providerId: z.string().nullable(),
      providerName: z.string().nullable(),
      /** The provider as she may see it (for the FHIR export's Practitioner); null when there is none. */
      provider: z
        .object({
          id: z.string(),
          name: z.string(),
          npi: z.string().nullable(),
          specialty: z.string(),
          practice: z.string(),
          phone: z.string(),
          address: z.string(),
        })
        .nullable()
        .default(null),
      title: z.string(),
      type: z.string(),
      dateTime: timestamp,
      location: z.string().nullable(),
      notes: z.string().nullable(),
      status: z.string(),
      createdAt: timestamp,
    }),
  ),
  /** Providers she added for herself (the shared sample directory is not hers). */
  providers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      specialty: z.string(),
      practice: z.string(),
      phone: z.string(),
      address: z.string(),
      zipCode: z.string(),
    }),
  ),
  foodChecks: z.array(z.object({ id: z.string(), foodName: z.string(), status: z.string(), checkedAt: timestamp })),
  kickSessions: z.array(kickSessionExportSchema),
  contractions: z.array(contractionExportSchema),
  /** Her checklist items and her state on the suggestions she changed (issue 34). */
  checklistItems: z.array(checklistItemExportSchema),
  /** Her reminder settings (never her calendar link, which BLOOM keeps only as a hash). */
  reminderSettings: reminderSettingsExportSchema,
  /** The day-before e-mails sent for her appointments. */
  appointmentReminders: z.array(appointmentReminderExportSchema),
  /** Her weight tool's details (pre-pregnancy weight and height, units, twins) and her weights. */
  weightProfile: weightProfileExportSchema,
  weights: z.array(weightExportSchema),
  chatMessages: z.array(
    z.object({ id: z.string(), message: z.string(), isFromUser: z.boolean(), timestamp: timestamp }),
  ),
  usageStats: z.array(
    z.object({ id: z.string(), featureType: z.string(), durationSeconds: z.number().int(), timestamp: timestamp }),
  ),
  promoRedemptions: z.array(z.object({ code: z.string(), redeemedAt: timestamp })),
  /** Her text-chat allowance: the local day it counts, sessions used that day, the running session. */
  chatAllowance: z
    .object({
      day: z.string(),
      sessionsUsed: z.number().int(),
      sessionStartedAt: timestamp.nullable(),
      sessionEndsAt: timestamp.nullable(),
    })
    .nullable(),
  /** Replies BLOOM issued to her, kept so only those can be saved as its messages (SHA-256 of the text). */
  chatIssuedReplies: z.array(z.object({ replyHash: z.string(), issuedAt: timestamp, used: z.boolean() })),
  syncRequests: z.array(
    z.object({
      id: z.string(),
      /** 'requester': she asked; 'partner': she was asked. */
      role: z.enum(['requester', 'partner']),
      status: z.string(),
      /** Null for a request she sent that was not approved (no account enumeration). */
      otherName: z.string().nullable(),
      otherEmail: z.string().nullable(),
      requestedAt: timestamp,
      respondedAt: timestamp.nullable(),
    }),
  ),
  syncConnections: z.array(
    z.object({
      /** 'parent': her data is shared; 'partner': she reads the other's data. */
      role: z.enum(['parent', 'partner']),
      otherName: z.string(),
      otherEmail: z.string(),
      connectedAt: timestamp,
      /** Set while she has paused sharing (beyond the spec). */
      pausedAt: timestamp.nullable(),
    }),
  ),
  /** Account e-mails to her still waiting in the outbox. */
  pendingEmails: z.array(z.object({ subject: z.string(), createdAt: timestamp })),
  /** What administrators did to her account or read of her data (the audit log), without who. */
  auditEvents: z.array(z.object({ action: z.string(), at: timestamp })),
});
export type UserExport = z.infer<typeof userExportSchema>;

/**
 * GET /api/user/export/fhir: a FHIR R4 `transaction` Bundle (Patient, Observation, Appointment,
 * Practitioner, ...) to POST to a FHIR server: every entry a conditional create. Only its envelope
 * is checked here; the server builds the resources with `@medplum/fhirtypes` types.
 */
const fhirResourceSchema: z.ZodType<{ resourceType: string }> = z.looseObject({ resourceType: z.string() });
export const fhirBundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  type: z.literal('transaction'),
  timestamp: z.string(),
  entry: z.array(
    z.looseObject({
      fullUrl: z.string(),
      resource: fhirResourceSchema,
      request: z.object({ method: z.literal('POST'), url: z.string(), ifNoneExist: z.string() }),
    }),
  ),
});
