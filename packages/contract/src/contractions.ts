import { z } from 'zod';
import { clientIdSchema } from './common.ts';
import { sourceLinkSchema } from './health-info.ts';

/**
 * The contraction timer (issue 34): she (or her synced partner, for her) taps Start when a
 * contraction begins and Stop when it eases; each contraction is saved with its start and end.
 * The summary reads her last hour: the count, the average length and the average interval (start
 * to start), whether the 5-1-1 pattern holds, and whether, before 37 weeks, contractions are
 * regular (possible preterm labor). The health numbers are the knowledge base's
 * (`contractionTiming` in @bloom/knowledge: ACOG, NICHD); the contract keeps no dependency on
 * that package, so they are written here once more and the API tests check they are the same.
 */

/** 5-1-1: contractions every 5 minutes or less (start to start)… */
export const FIVE_ONE_ONE_INTERVAL_MINUTES = 5;
/** …lasting about 1 minute: 45 s or more counts (a contraction timed by hand starts late)… */
export const FIVE_ONE_ONE_MIN_SECONDS = 45;
/** …for at least 1 hour (from the first start of the run to the latest start). */
export const FIVE_ONE_ONE_FOR_MINUTES = 60;
/** Before this week, regular contractions may be preterm labor (ACOG). */
export const PRETERM_BEFORE_WEEK = 37;
/** Regular: her latest PRETERM_REGULAR_COUNT contractions each within this many minutes of the one before (NICHD). */
export const PRETERM_INTERVAL_MINUTES = 10;
export const PRETERM_REGULAR_COUNT = 4;
/** The summary reads the last hour. */
export const CONTRACTION_SUMMARY_MINUTES = 60;

/**
 * The tracking page and the dashboard link to the timer from this week: labor before 37 weeks is
 * preterm from 20 weeks on (NICHD), so regular contractions matter from then. The page itself is
 * always there.
 */
export const CONTRACTIONS_LINKED_FROM_WEEK = 20;

/** Bounds of one contraction: shorter is a mis-tap, longer a forgotten Stop. */
export const CONTRACTION_MIN_SECONDS = 5;
export const CONTRACTION_MAX_MINUTES = 5;
/** How far past the server's clock a contraction may end (a phone's clock can run a little ahead). */
export const CONTRACTION_CLOCK_SKEW_MINUTES = 2;
/** GET /api/contractions lists at most this many, newest first. */
export const CONTRACTION_LIST_LIMIT = 50;
/** An interval is shown only up to this many minutes: a longer gap starts a new series. */
export const CONTRACTION_SERIES_GAP_MINUTES = 60;

export const CONTRACTION_STARTED_AT_MESSAGE = 'Start time must be a date and time';
export const CONTRACTION_ENDED_AT_MESSAGE = 'End time must be a date and time';
export const CONTRACTION_ENDS_BEFORE_START_MESSAGE = 'The contraction must end after it starts';
export const CONTRACTION_TOO_SHORT_MESSAGE = `A contraction lasts at least ${CONTRACTION_MIN_SECONDS} seconds`;
export const CONTRACTION_TOO_LONG_MESSAGE = `A contraction lasts at most ${CONTRACTION_MAX_MINUTES} minutes`;
export const CONTRACTION_IN_FUTURE_MESSAGE = 'The contraction cannot end in the future';
export const CONTRACTION_OVERLAP_MESSAGE = 'This contraction overlaps one already timed';
export const CONTRACTION_FOR_MESSAGE = 'Choose whose contractions these are';
export const CONTRACTION_SAVED_MESSAGE = 'Contraction saved';
export const CONTRACTION_SAVE_FAILED_MESSAGE =
  'The contraction could not be saved. It is kept on this device; try again.';
export const CONTRACTION_DELETED_MESSAGE = 'Contraction deleted';
export const CONTRACTION_DELETE_FAILED_MESSAGE = 'The contraction could not be deleted. Please try again.';
/** Her partner's page when she does not (or no longer) share with him. */
export const CONTRACTION_PARTNER_NOT_SYNCED_MESSAGE =
  'You can time contractions only for the partner who shares her pregnancy with you.';
/** The urgent card's heading on the contraction timer. */
export const CONTRACTION_URGENT_HEADING = 'Call your provider or birth unit now';

const MINUTE_MS = 60_000;

/** POST /api/contractions. The server also refuses one that ends in the future or overlaps another. */
export const newContractionSchema = z
  .object({
    startedAt: z.iso.datetime({ offset: true, message: CONTRACTION_STARTED_AT_MESSAGE }),
    endedAt: z.iso.datetime({ offset: true, message: CONTRACTION_ENDED_AT_MESSAGE }),
    clientId: clientIdSchema,
  })
  .superRefine((c, ctx) => {
    const length = Date.parse(c.endedAt) - Date.parse(c.startedAt);
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['endedAt'], message });
    if (length <= 0) issue(CONTRACTION_ENDS_BEFORE_START_MESSAGE);
    else if (length < CONTRACTION_MIN_SECONDS * 1000) issue(CONTRACTION_TOO_SHORT_MESSAGE);
    else if (length > CONTRACTION_MAX_MINUTES * MINUTE_MS) issue(CONTRACTION_TOO_LONG_MESSAGE);
  });
export type NewContraction = z.input<typeof newContractionSchema>;

/**
 * `?for=<her id>`: her synced partner times (and reads) her contractions. Without it, the
 * signed-in user's own. A partner who does not follow her, or whose sharing she paused, is
 * refused (404 and 403, as the partner view).
 */
export const contractionForQuerySchema = z.object({
  for: z.uuid({ message: CONTRACTION_FOR_MESSAGE }).optional(),
});
export type ContractionForQuery = z.infer<typeof contractionForQuerySchema>;

export const contractionSchema = z.object({
  id: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }),
  durationSeconds: z.number().int(),
  /**
   * Seconds from the previous contraction's start to this one's; null for the first of a series
   * (none before, or the one before started more than CONTRACTION_SERIES_GAP_MINUTES earlier).
   */
  intervalSeconds: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Contraction = z.infer<typeof contractionSchema>;

/** GET /api/contractions: her latest contractions, newest first. */
export const contractionListSchema = z.object({ contractions: z.array(contractionSchema) });
export type ContractionList = z.infer<typeof contractionListSchema>;

const guidanceTextSchema = z.object({ text: z.string(), source: sourceLinkSchema });
export type ContractionGuidanceText = z.infer<typeof guidanceTextSchema>;

/** The timer's health sentences, each with its source and review date (ACOG, NICHD). */
export const contractionGuidanceSchema = z.object({
  how: guidanceTextSchema,
  fiveOneOne: guidanceTextSchema,
  preterm: guidanceTextSchema,
  callAnyway: guidanceTextSchema,
});
export type ContractionGuidance = z.infer<typeof contractionGuidanceSchema>;

export const CONTRACTION_ADVICE = ['call-now'] as const;
export type ContractionAdvice = (typeof CONTRACTION_ADVICE)[number];

/**
 * GET /api/contractions/summary: her last CONTRACTION_SUMMARY_MINUTES.
 * - `fiveOneOne`: going back from her latest contraction (started within the last hour), each
 *   lasted FIVE_ONE_ONE_MIN_SECONDS or more and started at most FIVE_ONE_ONE_INTERVAL_MINUTES after
 *   the one before, over at least FIVE_ONE_ONE_FOR_MINUTES from the first start to the latest.
 * - `preterm`: her week is below PRETERM_BEFORE_WEEK and her latest PRETERM_REGULAR_COUNT
 *   contractions each started at most PRETERM_INTERVAL_MINUTES after the one before, the newest
 *   within the last hour.
 * - `advice`: 'call-now' when either holds.
 */
export const contractionSummarySchema = z.object({
  windowMinutes: z.number().int(),
  count: z.number().int(),
  averageDurationSeconds: z.number().int().nullable(),
  /** Start to start, over the last hour's contractions; null with fewer than 2. */
  averageIntervalSeconds: z.number().int().nullable(),
  fiveOneOne: z.boolean(),
  preterm: z.boolean(),
  advice: z.enum(CONTRACTION_ADVICE).nullable(),
  /** Her week when the summary was made (null when unknown). */
  pregnancyWeeks: z.number().int().nullable(),
  guidance: contractionGuidanceSchema,
});
export type ContractionSummary = z.infer<typeof contractionSummarySchema>;

/** Her contractions in her data export (`UserExport.contractions`), oldest first. */
export const contractionExportSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  createdAt: z.string(),
});
export type ContractionExport = z.infer<typeof contractionExportSchema>;

/** A contraction as her partner sees it (`PartnerData.recentContractions`), newest first. */
export const partnerContractionSchema = contractionSchema.pick({
  id: true,
  startedAt: true,
  endedAt: true,
  durationSeconds: true,
  intervalSeconds: true,
});
export type PartnerContraction = z.infer<typeof partnerContractionSchema>;
