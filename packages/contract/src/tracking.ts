import { z } from 'zod';
import { clientIdSchema } from './common.ts';

/**
 * Symptoms and moods (spec §3, §5, §7, §8). The 1-5 scales, their defaults (severity 1,
 * energy 3) and labels are the same as `@bloom/pregnancy`'s; the contract keeps no dependency
 * on that package, so the numbers are written here once more and checked by the API tests.
 */
const MIN_RATING = 1;
const MAX_RATING = 5;
const DEFAULT_SEVERITY = 1;
const DEFAULT_ENERGY = 3;

export const SYMPTOM_NAME_MAX = 100;
export const MOOD_MAX = 40;
export const TRACKING_NOTES_MAX = 1000;
export const MOOD_TAG_MAX = 30;
export const MOOD_TAGS_MAX = 10;

/** GET /api/symptoms and GET /api/moods return at most this many rows, newest first. */
export const TRACKING_LIST_LIMIT = 100;

/** Moods offered by the dashboard's 'Update Your Mood' dialog (spec §3). */
export const DASHBOARD_MOODS = ['Excellent', 'Good', 'Okay', 'Anxious', 'Tired', 'Stressed'] as const;
/** Moods offered by the tracker on the Health Tracking page (spec §3). */
export const TRACKING_MOODS = ['Happy', 'Anxious', 'Sad', 'Excited', 'Tired', 'Calm'] as const;
/**
 * The symptoms pregnant people log most, offered as chips in 'Log New Symptom' (the name stays
 * free text). Her FHIR export codes each of them with SNOMED CT where one concept fits
 * (apps/server/src/features/tracking/snomed.ts).
 */
export const COMMON_SYMPTOMS = [
  'Nausea',
  'Fatigue',
  'Back pain',
  'Heartburn',
  'Headache',
  'Swelling',
  'Cramps',
  'Insomnia',
] as const;

export const SYMPTOM_NAME_REQUIRED_MESSAGE = 'Symptom name is required';
export const SYMPTOM_NAME_TOO_LONG_MESSAGE = `Symptom name must be at most ${SYMPTOM_NAME_MAX} characters`;
export const SYMPTOM_SEVERITY_MESSAGE = 'Severity must be a whole number from 1 to 5';
export const MOOD_REQUIRED_MESSAGE = 'Mood is required';
export const MOOD_TOO_LONG_MESSAGE = `Mood must be at most ${MOOD_MAX} characters`;
export const MOOD_ENERGY_MESSAGE = 'Energy must be a whole number from 1 to 5';
export const TRACKING_NOTES_TOO_LONG_MESSAGE = `Notes must be at most ${TRACKING_NOTES_MAX} characters`;
export const MOOD_TAG_TOO_LONG_MESSAGE = `Each tag must be at most ${MOOD_TAG_MAX} characters`;
export const MOOD_TAG_EMPTY_MESSAGE = 'Tags cannot be empty';
export const MOOD_TOO_MANY_TAGS_MESSAGE = `Add at most ${MOOD_TAGS_MAX} tags`;

// The toasts of spec §8, each a title and a message.
export const SYMPTOM_LOGGED_TITLE = 'Symptom logged';
export const SYMPTOM_LOGGED_MESSAGE = 'Your symptom has been recorded successfully.';
export const SYMPTOM_LOG_FAILED_TITLE = 'Error';
export const SYMPTOM_LOG_FAILED_MESSAGE = 'Failed to log symptom. Please try again.';
export const MOOD_UPDATED_TITLE = 'Mood updated';
export const MOOD_UPDATED_MESSAGE = 'Your mood has been recorded successfully.';
export const MOOD_UPDATE_FAILED_TITLE = 'Error';
export const MOOD_UPDATE_FAILED_MESSAGE = 'Failed to update mood. Please try again.';

// A string-typed '3' is refused rather than coerced: the dialogs send numbers, and silently
// accepting other shapes would hide client bugs.
const ratingSchema = (message: string) =>
  z.number({ message }).int({ message }).min(MIN_RATING, { message }).max(MAX_RATING, { message });

export const symptomSeveritySchema = ratingSchema(SYMPTOM_SEVERITY_MESSAGE);
export const moodEnergySchema = ratingSchema(MOOD_ENERGY_MESSAGE);

/** Optional free text; the server stores an empty one as no notes. */
const trackingNotesSchema = z
  .string({ message: TRACKING_NOTES_TOO_LONG_MESSAGE })
  .trim()
  .max(TRACKING_NOTES_MAX, { message: TRACKING_NOTES_TOO_LONG_MESSAGE })
  .nullish();

export const symptomNameSchema = z
  .string({ message: SYMPTOM_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, { message: SYMPTOM_NAME_REQUIRED_MESSAGE })
  .max(SYMPTOM_NAME_MAX, { message: SYMPTOM_NAME_TOO_LONG_MESSAGE });

/** POST /api/symptoms {name, severity, notes}; also the 'Log New Symptom' form. */
export const newSymptomSchema = z.object({
  name: symptomNameSchema,
  severity: symptomSeveritySchema.default(DEFAULT_SEVERITY),
  notes: trackingNotesSchema,
  clientId: clientIdSchema,
});
export type NewSymptom = z.input<typeof newSymptomSchema>;
export type NewSymptomParsed = z.output<typeof newSymptomSchema>;

export const symptomSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  severity: z.number().int(),
  notes: z.string().nullable(),
  loggedAt: z.string(),
});
export type Symptom = z.infer<typeof symptomSchema>;
export const symptomListSchema = z.array(symptomSchema);

/**
 * Any non-empty mood text is accepted, not only the dialogs' lists: the dashboard and the
 * tracking page offer different lists (spec §3), and past entries must stay valid if a list changes.
 */
export const moodNameSchema = z
  .string({ message: MOOD_REQUIRED_MESSAGE })
  .trim()
  .min(1, { message: MOOD_REQUIRED_MESSAGE })
  .max(MOOD_MAX, { message: MOOD_TOO_LONG_MESSAGE });

const moodTagSchema = z
  .string({ message: MOOD_TAG_EMPTY_MESSAGE })
  .trim()
  .min(1, { message: MOOD_TAG_EMPTY_MESSAGE })
  .max(MOOD_TAG_MAX, { message: MOOD_TAG_TOO_LONG_MESSAGE });
export const moodTagsSchema = z.array(moodTagSchema).max(MOOD_TAGS_MAX, { message: MOOD_TOO_MANY_TAGS_MESSAGE });

/** POST /api/moods {mood, energy, tags, notes}. */
export const newMoodSchema = z.object({
  mood: moodNameSchema,
  energy: moodEnergySchema.default(DEFAULT_ENERGY),
  tags: moodTagsSchema.nullish(),
  notes: trackingNotesSchema,
  clientId: clientIdSchema,
});
export type NewMood = z.input<typeof newMoodSchema>;
export type NewMoodParsed = z.output<typeof newMoodSchema>;

/** Splits the form's comma-separated tag line into trimmed, non-empty tags. */
export function splitMoodTags(line: string): string[] {
  return line
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
}

/**
 * The 'Update Your Mood' form: tags are typed as one comma-separated line and checked as the
 * API's list, with the first problem reported on the tags field itself.
 */
export const moodFormSchema = newMoodSchema.extend({
  energy: moodEnergySchema,
  tags: z
    .string()
    .transform(splitMoodTags)
    .superRefine((tags, ctx) => {
      const checked = moodTagsSchema.safeParse(tags);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
    }),
});
export type MoodFormInput = z.input<typeof moodFormSchema>;
export type MoodFormOutput = z.output<typeof moodFormSchema>;

export const moodSchema = z.object({
  id: z.string(),
  userId: z.string(),
  mood: z.string(),
  energy: z.number().int(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  loggedAt: z.string(),
});
export type Mood = z.infer<typeof moodSchema>;
export const moodListSchema = z.array(moodSchema);

/** The trend charts cover this many 7-day windows, the newest ending with the user's today. */
export const TREND_WEEKS = 8;

/** One 7-day window of a trend: its first day in the user's time zone, how many entries, their mean. */
export const trackingWeekSchema = z.object({
  /** 'YYYY-MM-DD', the window's first day in the user's time zone. */
  start: z.string(),
  count: z.number().int(),
  /** Mean of the window's values, or null when nothing was logged in it. */
  average: z.number().nullable(),
});
export type TrackingWeek = z.infer<typeof trackingWeekSchema>;

/**
 * GET /api/tracking/stats: the Health Tracking page's stat cards and trends, computed by the
 * database over all of the user's symptoms and moods (not only the latest listed ones). The
 * weeks are oldest first; the last one ends with today in the user's time zone.
 */
export const trackingStatsSchema = z.object({
  symptomCount: z.number().int(),
  moodCount: z.number().int(),
  /** Null when no symptom was ever logged. */
  averageSeverity: z.number().nullable(),
  /** Null when no mood was ever recorded. */
  averageEnergy: z.number().nullable(),
  severityByWeek: z.array(trackingWeekSchema),
  energyByWeek: z.array(trackingWeekSchema),
});
export type TrackingStats = z.infer<typeof trackingStatsSchema>;
