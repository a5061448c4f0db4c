import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { BABY_GENDERS, emailSchema, GENDERS, passwordSchema, userProfileSchema } from './sign-in.ts';

// The login rules, the login request and answer and her profile are in sign-in.ts (zod/mini, for
// the login bundle); the rest of the accounts contract is here.

export const GENDER_CHOICE_MESSAGE = 'Choose female, male or other';
export const genderSchema = z.enum(GENDERS, { message: GENDER_CHOICE_MESSAGE });

/** Why a new password is refused beyond its length (signup; any future change of password). */
export const PASSWORD_TOO_COMMON_MESSAGE = 'Password is too common - please choose a less predictable one';
export const PASSWORD_CONTAINS_EMAIL_MESSAGE = 'Password must not contain your email';

// A local part this long is refused anywhere in the password; shorter ones ('ana') only when the
// password is that name plus digits or symbols, so 'banana-split' stays allowed for ana@….
const LOCAL_PART_ANYWHERE = 5;

/**
 * True when a new password is made of the e-mail address (case-insensitive): it contains the whole
 * address, or its local part (also without a +tag or separators) followed by nothing but digits or
 * symbols, or a local part of 5+ characters anywhere. Cheap: the browser can run it too.
 * @param password - the proposed password
 * @param email - the account's e-mail address
 */
export function passwordContainsEmail(password: string, email: string): boolean {
  const p = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  if (p.includes(address)) return true;
  const local = address.slice(0, at);
  const untagged = local.split('+')[0] ?? local;
  const names = new Set([local, untagged, untagged.replace(/[._-]/g, '')]);
  const withoutSuffix = p.replace(/[^\p{L}]+$/u, '');
  for (const name of names) {
    if (name === '') continue;
    if (withoutSuffix === name) return true;
    if (name.length >= LOCAL_PART_ANYWHERE && p.includes(name)) return true;
  }
  return false;
}

const passwordNotFromEmail = (v: { email: string; password: string }) => !passwordContainsEmail(v.password, v.email);
const passwordFromEmailIssue = { message: PASSWORD_CONTAINS_EMAIL_MESSAGE, path: ['password'] };

const NAME_MAX = 100;
export const NAME_TOO_LONG_MESSAGE = `Names must be at most ${NAME_MAX} characters`;
export const FIRST_NAME_REQUIRED_MESSAGE = 'First name is required';
export const LAST_NAME_REQUIRED_MESSAGE = 'Last name is required';
const nameSchema = (message: string) =>
  z.string().trim().min(1, { message }).max(NAME_MAX, { message: NAME_TOO_LONG_MESSAGE });
export const firstNameSchema = nameSchema(FIRST_NAME_REQUIRED_MESSAGE);
export const lastNameSchema = nameSchema(LAST_NAME_REQUIRED_MESSAGE);

export const INVALID_PHONE_MESSAGE = 'Invalid phone number';
/** Optional plus, then digits, spaces, hyphens and parentheses (spec §5). */
export const phoneNumberSchema = z
  .string()
  .trim()
  .max(30, { message: INVALID_PHONE_MESSAGE })
  .regex(/^(\+?[\d\s\-()]*)$/, { message: INVALID_PHONE_MESSAGE });

export const DATE_OF_BIRTH_REQUIRED_MESSAGE = 'Date of birth is required';
export const DATE_OF_BIRTH_PAST_MESSAGE = 'Date of birth must be a past date';
export const dateOfBirthSchema = z
  .string({ message: DATE_OF_BIRTH_REQUIRED_MESSAGE })
  .min(1, { message: DATE_OF_BIRTH_REQUIRED_MESSAGE })
  .pipe(isoDateSchema)
  .refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), {
    message: DATE_OF_BIRTH_PAST_MESSAGE,
  });

/** The week input allows 1-42; 0 is what the form sends when the field is left empty (spec §5). */
export const WEEKS_MESSAGE = 'Weeks must be a whole number from 1 to 42';
export const pregnancyWeeksSchema = z
  .number({ message: WEEKS_MESSAGE })
  .int({ message: WEEKS_MESSAGE })
  .min(0, { message: WEEKS_MESSAGE })
  .max(42, { message: WEEKS_MESSAGE });

export const TIME_ZONE_MESSAGE = 'Choose a valid time zone, such as America/New_York';
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * The canonical spelling of an IANA time zone name ('america/los_angeles' → 'America/Los_Angeles'),
 * or null when the runtime's Intl does not know it. Offsets such as '+05:00' are not names and are refused.
 * @param value - what the browser or client sent
 */
export function canonicalTimeZone(value: string): string | null {
  if (value.length > 64 || !TIME_ZONE_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An IANA time zone name, validated with Intl and stored in its canonical spelling. */
export const timeZoneSchema = z
  .string({ message: TIME_ZONE_MESSAGE })
  .trim()
  .refine((v) => canonicalTimeZone(v) !== null, { message: TIME_ZONE_MESSAGE })
  .transform((v) => canonicalTimeZone(v) ?? v);

export const PREGNANT_ANSWER_MESSAGE = 'Tell us whether you are pregnant';
export const signupRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phoneNumber: phoneNumberSchema.optional().default(''),
  dateOfBirth: dateOfBirthSchema,
  gender: genderSchema,
  isPregnant: z.boolean({ message: PREGNANT_ANSWER_MESSAGE }),
  pregnancyWeeks: pregnancyWeeksSchema.nullable().optional().default(null),
  /** The browser's zone (not in spec §7; optional so spec-shaped clients still sign up). Default 'UTC'. */
  timeZone: timeZoneSchema.optional(),
  /**
   * The one-time token of the first-administrator link the server prints when no administrator
   * exists (not in the spec): the account is then created approved, as an administrator.
   */
  setupToken: z.string().max(200).optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const BABY_GENDER_CHOICE_MESSAGE = 'Choose girl or boy';
export const babyGenderSchema = z.enum(BABY_GENDERS, { message: BABY_GENDER_CHOICE_MESSAGE });

export const signupResponseSchema = z.object({ message: z.string(), user: userProfileSchema });

export const SIGNUP_RECEIVED_MESSAGE =
  'Account created! Your account may take up to 48 hours to be approved. Check your email for more information.';
export const FIRST_ADMIN_READY_MESSAGE = 'Your administrator account is ready. Sign in to approve new accounts.';
/** The answer to signing out (spec §7 POST /api/auth/logout). */
export const SIGNED_OUT_MESSAGE = 'Signed out';
/** The setup link used with an address that already has an account (the link stays usable). */
export const FIRST_ADMIN_EMAIL_TAKEN_MESSAGE =
  'An account with this email already exists. Make it an administrator with `npm run admin -- promote`.';
export const SETUP_LINK_INVALID_MESSAGE =
  'This setup link has been used or is out of date. Restart BLOOM to print a new one, or sign up normally.';
export const FIRST_ADMIN_NOTICE = 'This link creates the first administrator of this BLOOM. Use it once.';
export const PENDING_APPROVAL_MESSAGE =
  'Your account is awaiting approval. Approval can take up to 48 hours; we will email you when you can sign in.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/**
 * The signup form as the browser holds it (radio and number inputs are strings), checked with
 * the same field schemas; `toSignupRequest` turns it into the API payload of spec §5.
 */
export const signupFormSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    phoneNumber: phoneNumberSchema,
    dateOfBirth: dateOfBirthSchema,
    gender: genderSchema,
    isPregnant: z.enum(['yes', 'no']),
    pregnancyWeeks: z.string(),
    password: passwordSchema,
  })
  .refine(
    (v) => {
      if (v.isPregnant !== 'yes' || v.pregnancyWeeks.trim() === '') return true;
      const n = Number(v.pregnancyWeeks);
      return Number.isInteger(n) && n >= 1 && n <= 42;
    },
    { message: WEEKS_MESSAGE, path: ['pregnancyWeeks'] },
  )
  .refine(passwordNotFromEmail, passwordFromEmailIssue);
export type SignupForm = z.input<typeof signupFormSchema>;

export function toSignupRequest(form: z.output<typeof signupFormSchema>): SignupRequest {
  const pregnant = form.isPregnant === 'yes';
  return {
    email: form.email,
    password: form.password,
    firstName: form.firstName,
    lastName: form.lastName,
    phoneNumber: form.phoneNumber,
    dateOfBirth: form.dateOfBirth,
    gender: form.gender,
    isPregnant: pregnant,
    // Spec §5: an integer (0 if empty) when pregnant, else null.
    pregnancyWeeks: pregnant ? (form.pregnancyWeeks.trim() === '' ? 0 : Number(form.pregnancyWeeks)) : null,
  };
}

/** How long a password-reset link works once sent (minutes). */
export const PASSWORD_RESET_LINK_MINUTES = 60;

/** 202 to every well-formed request, known address or not (no account enumeration). */
export const PASSWORD_RESET_REQUESTED_MESSAGE = `If an account with this email can sign in, we have sent it a link to choose a new password. The link works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes.`;
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password was changed. Sign in with your new password.';
export const RESET_LINK_INVALID_MESSAGE =
  'This reset link is not valid any more: it was already used, it expired, or it was copied incompletely. Ask for a new one.';
export const TOO_MANY_RESET_REQUESTS_MESSAGE = 'Too many password reset requests. Please wait an hour and try again.';

/** 'Forgot password?': the address she types. The answer is the same whether it has an account. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The reset page: the token from the link and the new password (signup's length rules). */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ message: RESET_LINK_INVALID_MESSAGE })
    .trim()
    .min(1, { message: RESET_LINK_INVALID_MESSAGE })
    .max(200, { message: RESET_LINK_INVALID_MESSAGE }),
  password: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The reset page's form: the new password typed twice. */
export const RESET_PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match';
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: RESET_PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
