import { z } from 'zod';
import { sourceLinkSchema } from './health-info.ts';

/**
 * Reminders (issue 34): her care timeline dated from her due date, a private calendar
 * subscription (`GET /api/calendar/feed/{secret}.ics`) and optional e-mails the day before an
 * appointment. Decisions: docs/decisions/019-calendar-feed-and-reminders.md. The health numbers
 * are the knowledge base's (`careTimeline` in @bloom/knowledge).
 */

/** The steps of her care timeline, in the order of pregnancy. */
export const CARE_STEPS = ['glucose', 'tdap', 'rsv', 'gbs', 'flu', 'postpartum'] as const;
export type CareStepId = (typeof CARE_STEPS)[number];

/** Where today stands against a step's window. */
export const CARE_STEP_STATUSES = ['upcoming', 'now', 'past'] as const;
export type CareStepStatus = (typeof CARE_STEP_STATUSES)[number];

export const CARE_STEP_STATUS_LABELS: Record<CareStepStatus, string> = {
  upcoming: 'Coming up',
  now: 'Now',
  past: 'Done or passed',
};

/** How long after a new link the feed's address is shown (the server keeps only its hash). */
export const CALENDAR_LINK_SHOWN_ONCE_MESSAGE =
  'Copy this link now and add it to your phone’s calendar as a subscription. For your privacy BLOOM keeps only a fingerprint of it, so it cannot show it again.';
export const CALENDAR_LINK_ACTIVE_MESSAGE = (createdAt: string) =>
  `A private calendar link is active (made ${createdAt}). Lost it? Make a new link: the old one stops working.`;
export const CALENDAR_LINK_NONE_MESSAGE =
  'Subscribe to your appointments, calendar entries and care timeline from your phone’s calendar app, which then reminds you. Nothing is sent to another service: your phone fetches the link from BLOOM.';
export const CALENDAR_LINK_MADE_TITLE = 'New calendar link made';
export const CALENDAR_LINK_MADE_MESSAGE = 'Any older link has stopped working.';
export const CALENDAR_LINK_COPIED_TITLE = 'Link copied';
export const CALENDAR_LINK_COPY_FAILED_MESSAGE = 'Copying did not work here. Select the link and copy it yourself.';
export const CALENDAR_LINK_STOPPED_TITLE = 'Calendar link turned off';
export const CALENDAR_LINK_STOPPED_MESSAGE = 'Calendars subscribed to it get nothing more from BLOOM.';
export const CALENDAR_LINK_FAILED_MESSAGE = 'The calendar link could not be changed. Please try again.';
export const REMINDER_SETTINGS_SAVED_TITLE = 'Reminder settings saved';
export const REMINDER_SETTINGS_FAILED_MESSAGE = 'Your reminder settings could not be saved. Please try again.';
export const REMINDER_SETTING_MESSAGE = 'Reminder settings must be true or false';
export const REMINDER_SETTINGS_EMPTY_MESSAGE = 'Send at least one setting to change';
export const TOO_MANY_FEED_REQUESTS_MESSAGE = 'Too many calendar requests. Please wait a few minutes and try again.';
export const CARE_TIMELINE_NO_DUE_DATE_MESSAGE =
  'Add your due date in Profile to see your care timeline: the tests and vaccines of pregnancy, dated for you.';

/** One step of her timeline with its dates ('YYYY-MM-DD', both included) and source. */
export const careTimelineItemSchema = z.object({
  /** Stable per step (and per flu season: 'flu-2026'); the calendar feed's UID is made from it. */
  key: z.string(),
  step: z.enum(CARE_STEPS),
  title: z.string(),
  text: z.string(),
  from: z.string(),
  until: z.string(),
  status: z.enum(CARE_STEP_STATUSES),
  /** RSV only: false when her weeks 32-36 miss the season (the item then advises, not dates, a vaccine). */
  inSeason: z.boolean().nullable(),
  source: sourceLinkSchema,
});
export type CareTimelineItem = z.infer<typeof careTimelineItemSchema>;

/** GET /api/reminders/timeline: empty while her due date is unknown. */
export const careTimelineSchema = z.object({
  dueDate: z.string().nullable(),
  items: z.array(careTimelineItemSchema),
});
export type CareTimeline = z.infer<typeof careTimelineSchema>;

/** GET/PATCH /api/reminders/settings. */
export const reminderSettingsSchema = z.object({
  /** When her current calendar link was made; null while she has none. */
  calendarLinkCreatedAt: z.string().nullable(),
  /** E-mail the day before each appointment (off until she turns it on). */
  emailDayBefore: z.boolean(),
  /** Titles, places and notes in the calendar feed and e-mails; off: discreet "Appointment" and times only. */
  showDetails: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const reminderSettingsUpdateSchema = z
  .strictObject({
    emailDayBefore: z.boolean({ message: REMINDER_SETTING_MESSAGE }).optional(),
    showDetails: z.boolean({ message: REMINDER_SETTING_MESSAGE }).optional(),
  })
  .refine((s) => s.emailDayBefore !== undefined || s.showDetails !== undefined, {
    message: REMINDER_SETTINGS_EMPTY_MESSAGE,
  });
export type ReminderSettingsUpdate = z.infer<typeof reminderSettingsUpdateSchema>;

/** POST /api/reminders/calendar-link: the new link, shown once (only its hash is stored). */
export const calendarLinkSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

/** GET /api/calendar/feed/{secret}.ics. */
export const calendarFeedParamsSchema = z.object({ secret: z.string().max(200) });

/** Her JSON export: the settings (never the link's hash) and the day-before e-mails sent. */
export const reminderSettingsExportSchema = z
  .object({
    emailDayBefore: z.boolean(),
    showDetails: z.boolean(),
    calendarLinkCreatedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .nullable();
export const appointmentReminderExportSchema = z.object({
  appointmentId: z.string(),
  startsAt: z.string(),
  sentAt: z.string(),
});
