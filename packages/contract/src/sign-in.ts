// First of all: no schema may be built before zod is jitless (see the file).
import './zod-jitless.ts';
import { z } from 'zod/mini';
import { localeSchema } from './locale.ts';

// What the login screen needs: her e-mail and password rules, the login request and answer, and
// her profile (the session check). Written with zod/mini, as are the other schemas the login
// bundle reaches (errors.ts, config.ts, locale.ts): classic zod's schemas carry every method and
// its JSON Schema converter, ~25 KB gzip the login screen never uses (decision 021, "Login
// bundle"). The server validates, serializes and documents them as any other (zod core).

export const GENDERS = ['female', 'male', 'other'] as const;
export const BABY_GENDERS = ['girl', 'boy'] as const;

export const MIN_PASSWORD = 8;
const MAX_PASSWORD = 200;

/** Spec §5 login rules and their exact messages. */
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD} characters`;
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(254, { message: INVALID_EMAIL_MESSAGE })),
  z.email({ message: INVALID_EMAIL_MESSAGE }),
);
export const passwordSchema = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD, { message: PASSWORD_TOO_SHORT_MESSAGE }),
    z.maxLength(MAX_PASSWORD, { message: PASSWORD_TOO_LONG_MESSAGE }),
  );

export const loginRequestSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Spec §3 user profile; never carries the password hash. */
export const userProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  dateOfBirth: z.nullable(z.string()),
  gender: z.enum(GENDERS),
  isPregnant: z.boolean(),
  /** Derived on every read from the due date and today in `timeZone`; never stored. */
  pregnancyWeeks: z.nullable(z.int()),
  /** 'YYYY-MM-DD'; the stored truth about the pregnancy. */
  dueDate: z.nullable(z.string()),
  babyGender: z.nullable(z.enum(BABY_GENDERS)),
  /** IANA zone whose calendar date is "today" for her current week. Defaulted for older payloads. */
  timeZone: z._default(z.string(), 'UTC'),
  homeZip: z._default(z.nullable(z.string()), null),
  /** Her provider's phone for the urgent card's "Call my provider" (beyond spec §3); null when not given. */
  providerPhone: z._default(z.nullable(z.string()), null),
  /** The language of her app and of the API's answers to her (issue 35). Defaulted for older payloads. */
  locale: z._default(localeSchema, 'en'),
  isApproved: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userProfileSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
