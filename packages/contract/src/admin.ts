import { z } from 'zod';
import { pick } from 'zod/mini';
import { userProfileSchema } from './sign-in.ts';
import { appointmentSchema } from './appointments.ts';
import { calendarEntrySchema } from './calendar.ts';
import { chatMessageSchema } from './chat.ts';
import { checklistItemExportSchema } from './checklists.ts';
import { idSchema } from './common.ts';
import { contractionSchema } from './contractions.ts';
import { kickSessionSchema } from './kicks.ts';
import { moodSchema, symptomSchema } from './tracking.ts';
import { weightEntrySchema } from './weight.ts';

export const adminUserActionResponseSchema = z.object({ message: z.string() });

export const ADMIN_PROTECTED_MESSAGE = 'Administrator accounts cannot be approved or removed here.';
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const EVENT_NOT_FOUND_MESSAGE = 'Event not found';
export const USER_APPROVED_MESSAGE = 'User approved';
export const USER_REMOVED_MESSAGE = 'User removed';
export const PASSWORD_RESET_SENT_MESSAGE = 'Password reset email sent';
/** A pending account cannot sign in, so a reset link would lead nowhere. */
export const RESET_NEEDS_APPROVAL_MESSAGE = 'Approve this account before sending a password reset email.';

/** Spec §9: the admin tables show the first 100 events and the first 50 usage rows. */
export const ADMIN_EVENTS_SHOWN = 100;
export const ADMIN_USAGE_SHOWN = 50;
/** Spec §2: a chat message's detail is its sender and its first 50 characters. */
export const ADMIN_MESSAGE_DETAIL_CHARS = 50;
/** Every admin list is paged; no request reads more rows than this. */
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Deep pages of a million events cost a long scan; nobody pages that far by hand. */
export const ADMIN_PAGE_MAX = 1000;
/** Spec §2 'Unknown User': an event whose user is missing. */
export const UNKNOWN_USER = 'Unknown User';

/** A whole number from `min` to `max` (query strings coerced), one message for any miss. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });

export const ADMIN_PAGE_MESSAGE = `page must be a whole number from 1 to ${ADMIN_PAGE_MAX}`;
export const ADMIN_PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}`;
/** `?page=&pageSize=` of every admin list, bounded. */
export const adminPageQuerySchema = z.object({
  page: wholeNumber(ADMIN_PAGE_MESSAGE, 1, ADMIN_PAGE_MAX).default(1),
  pageSize: wholeNumber(ADMIN_PAGE_SIZE_MESSAGE, 1, ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_MAX),
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

const pageOf = <T extends z.core.$ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** A list of one user's records, or of everyone's: `?userId=` narrows it. */
export const adminUserScopedQuerySchema = adminPageQuerySchema.extend({ userId: idSchema.optional() });

// ---- Users ---------------------------------------------------------------------------------

export const USER_STATUS_FILTERS = ['all', 'approved', 'pending'] as const;
export const USER_SEARCH_TOO_LONG_MESSAGE = 'Search is at most 100 characters';
export const USER_STATUS_FILTER_MESSAGE = 'Choose all, approved or pending';
export const adminUsersQuerySchema = adminPageQuerySchema.extend({
  /** Matches first name, last name or e-mail, case-insensitively. */
  q: z.string().trim().max(100, { message: USER_SEARCH_TOO_LONG_MESSAGE }).default(''),
  status: z.enum(USER_STATUS_FILTERS, { message: USER_STATUS_FILTER_MESSAGE }).default('all'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** The 'User Management' table's fields (spec §2) and nothing more; the rest is on the View. */
export const adminUserRowSchema = pick(userProfileSchema, {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  isPregnant: true,
  pregnancyWeeks: true,
  isApproved: true,
  isAdmin: true,
  createdAt: true,
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserPageSchema = pageOf(adminUserRowSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** GET /api/admin/users/{id}: the whole profile and how many records of each kind she has. */
export const adminUserDetailSchema = z.object({
  user: userProfileSchema,
  counts: z.record(z.string(), z.number().int()),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

// ---- Summary -------------------------------------------------------------------------------

export const adminSummarySchema = z.object({
  totalUsers: z.number().int(),
  /** Accounts created since midnight UTC. */
  usersToday: z.number().int(),
  pendingApproval: z.number().int(),
  totalEvents: z.number().int(),
  /** Platform Usage: feature-usage records and their summed duration. */
  featureUses: z.number().int(),
  usageSeconds: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

// ---- All User Data: the merged events --------------------------------------------------------

export const EVENT_TYPES = [
  'chat_message',
  'calendar_entry',
  'symptom',
  'mood',
  'kick_session',
  'contraction',
  'checklist_item',
  'weight',
  'appointment',
  'feature_usage',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** Spec §2 event types and their categories; the wave-3 tools (issue 34) add theirs. */
export const EVENT_TYPE_LABELS: Record<EventType, { label: string; category: string }> = {
  chat_message: { label: 'Chat Message', category: 'Communication' },
  calendar_entry: { label: 'Calendar Entry', category: 'Tracking' },
  symptom: { label: 'Symptom Log', category: 'Health' },
  mood: { label: 'Mood Log', category: 'Wellness' },
  kick_session: { label: 'Kick Count', category: 'Health' },
  contraction: { label: 'Contraction', category: 'Health' },
  checklist_item: { label: 'Checklist Item', category: 'Tracking' },
  weight: { label: 'Weight', category: 'Health' },
  appointment: { label: 'Appointment', category: 'Healthcare' },
  feature_usage: { label: 'Feature Usage', category: 'Platform Usage' },
};
export const UNKNOWN_EVENT_TYPE_MESSAGE = 'Unknown event type';
export const eventTypeSchema = z.enum(EVENT_TYPES, { message: UNKNOWN_EVENT_TYPE_MESSAGE });

export const adminEventsQuerySchema = adminUserScopedQuerySchema.extend({ type: eventTypeSchema.optional() });
export type AdminEventsQuery = z.infer<typeof adminEventsQuerySchema>;

export const adminEventSchema = z.object({
  id: z.string(),
  type: eventTypeSchema,
  timestamp: z.string(),
  userId: z.string(),
  /** First and last name, or UNKNOWN_USER. */
  userName: z.string(),
  /** The spec's detail text, e.g. 'User: …' for a chat message or 'Nausea (3/5)' for a symptom. */
  details: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventPageSchema = pageOf(adminEventSchema);
export type AdminEventPage = z.infer<typeof adminEventPageSchema>;

export const adminEventParamsSchema = z.object({ type: eventTypeSchema, id: idSchema });
/** The View button: the event and its full record, field by field. */
export const adminEventDetailSchema = z.object({
  event: adminEventSchema,
  record: z.record(z.string(), z.unknown()),
});
export type AdminEventDetail = z.infer<typeof adminEventDetailSchema>;

// ---- The spec's per-table admin reads (§7) ------------------------------------------------------

export const FEATURE_TYPES = ['voice_chat', 'text_chat', 'calendar', 'others'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];
/**
 * Uses of one feature with less than this between them are one usage record, whose Usage Time
 * runs from the first use's start to the last one's end (docs/product-decisions.md, issue 33).
 */
export const USAGE_SESSION_GAP_MINUTES = 30;
/** Spec §3 Usage stat, read by the admin's 'Usage Analytics' table, with the user's name. */
export const usageStatSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  featureType: z.enum(FEATURE_TYPES),
  durationSeconds: z.number().int(),
  timestamp: z.string(),
});
export type UsageStat = z.infer<typeof usageStatSchema>;

export const adminUsageStatPageSchema = pageOf(usageStatSchema);
export const adminChatMessagePageSchema = pageOf(chatMessageSchema.extend({ userId: z.string() }));
export const adminCalendarEntryPageSchema = pageOf(calendarEntrySchema);
export const adminSymptomPageSchema = pageOf(symptomSchema);
export const adminMoodPageSchema = pageOf(moodSchema);
export const adminKickSessionPageSchema = pageOf(kickSessionSchema.extend({ userId: z.string() }));
export const adminContractionPageSchema = pageOf(contractionSchema.extend({ userId: z.string() }));
export const adminChecklistItemPageSchema = pageOf(checklistItemExportSchema.extend({ userId: z.string() }));
export const adminWeightPageSchema = pageOf(weightEntrySchema.extend({ userId: z.string() }));
export const adminAppointmentPageSchema = pageOf(appointmentSchema);

/** The chart under 'Usage Analytics': the last 30 days, oldest first, UTC days. */
export const USAGE_CHART_DAYS = 30;
export const adminDailyUsageSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      /** People with any recorded activity that day (a log, a message, an entry, a feature use). */
      activeUsers: z.number().int(),
      /** Text and voice chat sessions started that day. */
      chatSessions: z.number().int(),
    }),
  ),
});
export type AdminDailyUsage = z.infer<typeof adminDailyUsageSchema>;

// ---- Audit trail ---------------------------------------------------------------------------

export const adminAuditQuerySchema = adminPageQuerySchema.extend({
  targetUserId: idSchema.optional(),
});
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  /** The administrator's name, or null when her account is gone. */
  actorName: z.string().nullable(),
  /** e.g. 'user.approve', 'read.events', 'promo.create'. */
  action: z.string(),
  targetUserId: z.string().nullable(),
  targetName: z.string().nullable(),
  /** How many rows a read returned; null for actions that are not reads. */
  rows: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditPageSchema = pageOf(adminAuditEntrySchema);

// ---- Promo codes ---------------------------------------------------------------------------

export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{1,40}$/;
/** A promo code expires at most this many years ahead. */
export const PROMO_MAX_YEARS = 100;
export const PROMO_CODE_FORMAT_MESSAGE = 'The code must be 1 to 40 letters, digits, - or _.';
export const PROMO_TOKENS_MESSAGE = 'Tokens must be a whole number from 1 to 1000.';
export const PROMO_MAX_REDEMPTIONS_MESSAGE = 'Total uses must be a whole number of at least 1, or empty for no limit.';
export const PROMO_PER_USER_LIMIT_MESSAGE = 'Uses per person must be a whole number from 1 to 100.';
export const PROMO_EXPIRES_MESSAGE = `Use a real date in the form YYYY-MM-DD, from today to ${PROMO_MAX_YEARS} years ahead.`;
export const PROMO_CODE_EXISTS_MESSAGE = 'A promo code with this name already exists.';
export const PROMO_CODE_NOT_FOUND_MESSAGE = 'Promo code not found';
export const PROMO_CODE_CREATED_MESSAGE = (code: string) => `Promo code ${code} created`;
export const PROMO_CODE_DISABLED_MESSAGE = (code: string) => `Promo code ${code} disabled`;

/** Today (UTC) plus `years`, as YYYY-MM-DD. */
function isoDayFromNow(years: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
}

/** POST /api/admin/promo-codes. The code is trimmed and upper-cased like the redeem dialog does. */
export const promoCodeCreateSchema = z.object({
  code: z
    .string({ message: PROMO_CODE_FORMAT_MESSAGE })
    .trim()
    .transform((c) => c.toUpperCase())
    .pipe(z.string().regex(PROMO_CODE_PATTERN, { message: PROMO_CODE_FORMAT_MESSAGE })),
  tokens: wholeNumber(PROMO_TOKENS_MESSAGE, 1, 1000),
  /** Total redemptions over everyone; null for no limit. */
  maxRedemptions: wholeNumber(PROMO_MAX_REDEMPTIONS_MESSAGE, 1, 1_000_000).nullable().default(null),
  perUserLimit: wholeNumber(PROMO_PER_USER_LIMIT_MESSAGE, 1, 100).default(1),
  /** Last valid day (UTC), from today to PROMO_MAX_YEARS ahead; null for no expiry. */
  expires: z.iso
    .date({ message: PROMO_EXPIRES_MESSAGE })
    // Bounded above too: a far-future day (9999-12-31) overflowed into year 10000 when stored.
    .refine((day) => day >= isoDayFromNow(0) && day <= isoDayFromNow(PROMO_MAX_YEARS), {
      message: PROMO_EXPIRES_MESSAGE,
    })
    .nullable()
    .default(null),
});
export type PromoCodeCreate = z.input<typeof promoCodeCreateSchema>;

export const promoCodeParamsSchema = z.object({
  code: z
    .string()
    .transform((c) => c.toUpperCase())
    .pipe(z.string().regex(PROMO_CODE_PATTERN, { message: PROMO_CODE_NOT_FOUND_MESSAGE })),
});

export const adminPromoCodeSchema = z.object({
  code: z.string(),
  tokens: z.number().int(),
  maxRedemptions: z.number().int().nullable(),
  perUserLimit: z.number().int(),
  /** The moment it stops working (end of its last day, UTC), or null. */
  expiresAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  redemptions: z.number().int(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;
export const adminPromoCodeListSchema = z.object({ items: z.array(adminPromoCodeSchema) });
export const adminPromoCodeCreatedSchema = z.object({ message: z.string(), promoCode: adminPromoCodeSchema });
