import { z } from 'zod';
import { clientIdSchema } from './common.ts';
import { sourceLinkSchema } from './health-info.ts';

/**
 * The kick counter (issue 34): she starts a session, taps once per movement and stops; the
 * session is saved with the time of the 10th movement (so the time to 10 is known without
 * storing every tap). The health numbers are the knowledge base's (`kickCounting` in
 * @bloom/knowledge, ACOG and CDC); the contract keeps no dependency on that package, so they
 * are written here once more and the API tests check they are the same.
 */
export const KICK_TARGET = 10;
export const KICK_WINDOW_MINUTES = 120;
export const KICKS_OFFERED_FROM_WEEK = 24;

/** Bounds of a saved session: generous for a real one, refusing a broken clock or a stuck button. */
export const KICKS_MAX = 200;
export const KICK_SESSION_MAX_HOURS = 12;
/** How far past the server's clock a session may end (a phone's clock can run a little ahead). */
export const KICK_CLOCK_SKEW_MINUTES = 5;
/** GET /api/kick-sessions lists at most this many, newest first. */
export const KICK_SESSION_LIST_LIMIT = 50;

export const KICK_STARTED_AT_MESSAGE = 'Start time must be a date and time';
export const KICK_ENDED_AT_MESSAGE = 'End time must be a date and time';
export const KICK_ENDS_BEFORE_START_MESSAGE = 'The session must end after it starts';
export const KICK_SESSION_TOO_LONG_MESSAGE = `A session can last at most ${KICK_SESSION_MAX_HOURS} hours`;
export const KICK_SESSION_IN_FUTURE_MESSAGE = 'The session cannot end in the future';
export const KICKS_MESSAGE = `Movements must be a whole number from 0 to ${KICKS_MAX}`;
export const KICK_TENTH_REQUIRED_MESSAGE = `Give the time of movement ${KICK_TARGET} when there were ${KICK_TARGET} or more`;
export const KICK_TENTH_UNEXPECTED_MESSAGE = `There is no movement ${KICK_TARGET} in a session with fewer movements`;
export const KICK_TENTH_AT_MESSAGE = `The time of movement ${KICK_TARGET} must be a date and time`;
export const KICK_TENTH_OUTSIDE_MESSAGE = `Movement ${KICK_TARGET} must fall within the session`;
export const KICK_LESS_THAN_USUAL_MESSAGE = 'Less than usual must be true or false';
export const KICK_SESSION_SAVED_MESSAGE = 'Session saved';
export const KICK_SESSION_SAVE_FAILED_MESSAGE =
  'Your session could not be saved. It is kept on this device; try again.';
export const KICK_SESSION_DELETED_MESSAGE = 'Session deleted';
export const KICK_SESSION_DELETE_FAILED_MESSAGE = 'The session could not be deleted. Please try again.';
/** The urgent-sign card's heading on the kick counter. */
export const KICK_URGENT_HEADING = 'Call your provider now';

const HOUR_MS = 3_600_000;

/** POST /api/kick-sessions. The server also refuses a session that ends in the future. */
export const newKickSessionSchema = z
  .object({
    startedAt: z.iso.datetime({ offset: true, message: KICK_STARTED_AT_MESSAGE }),
    endedAt: z.iso.datetime({ offset: true, message: KICK_ENDED_AT_MESSAGE }),
    kicks: z
      .number({ message: KICKS_MESSAGE })
      .int({ message: KICKS_MESSAGE })
      .min(0, { message: KICKS_MESSAGE })
      .max(KICKS_MAX, { message: KICKS_MESSAGE }),
    /** When movement 10 was felt; given exactly when `kicks` is 10 or more. */
    tenthKickAt: z.iso.datetime({ offset: true, message: KICK_TENTH_AT_MESSAGE }).nullish(),
    /** She says the baby is moving less than usual. */
    lessThanUsual: z.boolean({ message: KICK_LESS_THAN_USUAL_MESSAGE }).default(false),
    clientId: clientIdSchema,
  })
  .superRefine((s, ctx) => {
    const started = Date.parse(s.startedAt);
    const ended = Date.parse(s.endedAt);
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (ended <= started) issue('endedAt', KICK_ENDS_BEFORE_START_MESSAGE);
    else if (ended - started > KICK_SESSION_MAX_HOURS * HOUR_MS) issue('endedAt', KICK_SESSION_TOO_LONG_MESSAGE);
    if (s.kicks >= KICK_TARGET && !s.tenthKickAt) issue('tenthKickAt', KICK_TENTH_REQUIRED_MESSAGE);
    if (s.kicks < KICK_TARGET && s.tenthKickAt) issue('tenthKickAt', KICK_TENTH_UNEXPECTED_MESSAGE);
    if (s.kicks >= KICK_TARGET && s.tenthKickAt) {
      const tenth = Date.parse(s.tenthKickAt);
      if (tenth < started || tenth > ended) issue('tenthKickAt', KICK_TENTH_OUTSIDE_MESSAGE);
    }
  });
export type NewKickSession = z.input<typeof newKickSessionSchema>;
export type NewKickSessionParsed = z.output<typeof newKickSessionSchema>;

/**
 * Why a session calls for the urgent-sign guidance: she said movements are less than usual, or
 * movement 10 did not come within KICK_WINDOW_MINUTES of the start (a session stopped earlier
 * with fewer than 10 counts too: the page then asks her to keep counting or call).
 */
export const KICK_CONCERNS = ['less-than-usual', 'fewer-than-10'] as const;
export type KickConcern = (typeof KICK_CONCERNS)[number];

export const kickSessionSchema = z.object({
  id: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }),
  kicks: z.number().int(),
  tenthKickAt: z.iso.datetime({ offset: true }).nullable(),
  /** Seconds from the start to movement 10; null when there were fewer than 10. */
  secondsToTen: z.number().int().nullable(),
  lessThanUsual: z.boolean(),
  concern: z.enum(KICK_CONCERNS).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type KickSession = z.infer<typeof kickSessionSchema>;

const guidanceTextSchema = z.object({ text: z.string(), source: sourceLinkSchema });
export type KickGuidanceText = z.infer<typeof guidanceTextSchema>;

/** The kick counter's health sentences, each with its source and review date (ACOG, CDC). */
export const kickGuidanceSchema = z.object({
  how: guidanceTextSchema,
  tooEarly: guidanceTextSchema,
  fewerThanTen: guidanceTextSchema,
  lessThanUsual: guidanceTextSchema,
  urgentSign: guidanceTextSchema,
});
export type KickGuidance = z.infer<typeof kickGuidanceSchema>;

/** GET /api/kick-sessions: her latest sessions, newest first, and the guidance the page shows. */
export const kickSessionListSchema = z.object({
  sessions: z.array(kickSessionSchema),
  guidance: kickGuidanceSchema,
});
export type KickSessionList = z.infer<typeof kickSessionListSchema>;

/** Her sessions in her data export (`UserExport.kickSessions`), oldest first. */
export const kickSessionExportSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  kicks: z.number().int(),
  tenthKickAt: z.string().nullable(),
  lessThanUsual: z.boolean(),
  createdAt: z.string(),
});
export type KickSessionExport = z.infer<typeof kickSessionExportSchema>;

/** A session as her partner sees it (`PartnerData.recentKickSessions`), newest first. */
export const partnerKickSessionSchema = kickSessionSchema.pick({
  id: true,
  startedAt: true,
  endedAt: true,
  kicks: true,
  secondsToTen: true,
  concern: true,
});
export type PartnerKickSession = z.infer<typeof partnerKickSessionSchema>;
