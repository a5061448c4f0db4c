import { z } from 'zod';

/** Health information hub entities (spec §3 Guideline, Vaccine, Week info, Medication result, Education item). */
export const GUIDELINE_CATEGORIES = ['safety', 'nutrition', 'immunization'] as const;
export type GuidelineCategory = (typeof GUIDELINE_CATEGORIES)[number];
export const RISK_LEVELS = ['high', 'medium', 'low'] as const;
export const EDUCATION_CATEGORIES = ['Nutrition', 'Preparation', 'Wellness', 'Development'] as const;
export type EducationCategory = (typeof EDUCATION_CATEGORIES)[number];
export const MEDICATION_STATUSES = ['safe', 'caution', 'avoid'] as const;

/** The article illustrations the web app draws itself (inline SVG; nothing is fetched). */
export const ARTICLE_ILLUSTRATIONS = [
  'plate',
  'fish',
  'water',
  'vitamins',
  'bag',
  'calendar',
  'car-seat',
  'walking',
  'moon',
  'heart',
  'baby-growth',
  'ultrasound',
  'feeding',
  'family',
] as const;
export type ArticleIllustration = (typeof ARTICLE_ILLUSTRATIONS)[number];

export const MIN_WEEK = 1;
export const MAX_WEEK = 42;
export const HEALTH_SEARCH_MAX_LENGTH = 100;
export const MEDICATION_NAME_MAX_LENGTH = 100;

// Messages of the health hub's inputs, shown by the web and in the API's 400 body.
export const HEALTH_WEEK_MESSAGE = `Choose a week from ${MIN_WEEK} to ${MAX_WEEK}`;
export const GUIDELINE_CATEGORY_MESSAGE = 'Choose a category: safety, nutrition or immunization';
export const EDUCATION_CATEGORY_MESSAGE = 'Choose a category: Nutrition, Preparation, Wellness or Development';
export const HEALTH_SEARCH_TOO_LONG_MESSAGE = `Search terms can be at most ${HEALTH_SEARCH_MAX_LENGTH} characters`;
export const MEDICATION_NAME_REQUIRED_MESSAGE = 'Enter a medication name to check';
export const MEDICATION_NAME_TOO_LONG_MESSAGE = `Medication names can be at most ${MEDICATION_NAME_MAX_LENGTH} characters`;
/** Spec §8: the badge of a medication without FDA label data. */
export const FDA_DATA_NOT_AVAILABLE_MESSAGE = 'FDA Data Not Available';

/** Spec §8: the medication-not-found text. */
export const MEDICATION_NOT_FOUND_MESSAGE = (name: string) => `No FDA data found for "${name}"`;
/** The recommendation for a medicine BLOOM has no record of, answered from its FDA label alone. */
export const LABEL_ONLY_RECOMMENDATION_MESSAGE =
  'BLOOM has no pregnancy rating for this medicine. Read the FDA label information and ask your healthcare provider or pharmacist before taking it.';
/** The recommendation for a name neither BLOOM nor the FDA labels know. */
export const MEDICATION_UNKNOWN_RECOMMENDATION_MESSAGE = (name: string) =>
  `${MEDICATION_NOT_FOUND_MESSAGE(name)}. BLOOM has no information about this name either: check the spelling or try the generic name, and ask your healthcare provider or pharmacist before taking it.`;

/** The medication result's `notice` when the FDA label was not read live (BLOOM's own record still shows). */
export const LIVE_FDA_LABELS_OFF_MESSAGE =
  "Live FDA label data is turned off on this BLOOM server; showing BLOOM's local database.";
export const LIVE_FDA_LABELS_UNAVAILABLE_MESSAGE =
  "Live FDA label data is unavailable right now; showing BLOOM's local database.";
export const LIVE_FDA_LABELS_PAUSED_MESSAGE =
  "You have made many look-ups in the last minute, so live FDA data is paused; showing BLOOM's local database.";

/** An empty query value (`?category=`) means "no filter", like a missing one. */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const sourceLinkSchema = z.object({
  organization: z.string(),
  title: z.string(),
  url: z.string(),
  /** YYYY-MM-DD: the day the record was last checked against this page. */
  reviewed: z.string(),
});
export type SourceLink = z.infer<typeof sourceLinkSchema>;

export const weekSpanSchema = z.object({ from: z.number().int(), to: z.number().int() });

export const guidelineSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(GUIDELINE_CATEGORIES),
  riskLevel: z.enum(RISK_LEVELS),
  recommendations: z.array(z.string()),
  /** The source organisation. */
  source: z.string(),
  sourceUrl: z.string(),
  /** YYYY-MM-DD: when the guideline was last checked against its source. */
  lastUpdated: z.string(),
  /** Only in a Spanish answer for a guideline with no Spanish yet (issue 35); absent in English. */
  translationNotice: z.string().optional(),
});
export type Guideline = z.infer<typeof guidelineSchema>;

/** GET /api/health/guidelines?category=&search= */
export const guidelinesQuerySchema = z.object({
  category: z.preprocess(
    blankAsMissing,
    z.enum(GUIDELINE_CATEGORIES, { message: GUIDELINE_CATEGORY_MESSAGE }).optional(),
  ),
  search: z.preprocess(
    blankAsMissing,
    z
      .string({ message: HEALTH_SEARCH_TOO_LONG_MESSAGE })
      .trim()
      .max(HEALTH_SEARCH_MAX_LENGTH, { message: HEALTH_SEARCH_TOO_LONG_MESSAGE })
      .optional(),
  ),
});
export type GuidelinesQuery = z.infer<typeof guidelinesQuerySchema>;

export const guidelinesResponseSchema = z.object({
  guidelines: z.array(guidelineSchema),
  total: z.number().int(),
});
export type GuidelinesResponse = z.infer<typeof guidelinesResponseSchema>;

export const vaccineSchema = z.object({
  id: z.string(),
  vaccine: z.string(),
  recommendation: z.string(),
  timing: z.string(),
  notes: z.string(),
  pregnancySafe: z.boolean(),
  /** The weeks it is due in; null when it is not given during pregnancy. */
  dueWeeks: weekSpanSchema.nullable(),
  source: z.string(),
  sourceUrl: z.string(),
  lastUpdated: z.string(),
});
export type Vaccine = z.infer<typeof vaccineSchema>;

export const vaccinesResponseSchema = z.object({ vaccines: z.array(vaccineSchema) });
export type VaccinesResponse = z.infer<typeof vaccinesResponseSchema>;

export const WEEK_PICKER_DEFAULT = 20;
const weekNumberSchema = z.coerce
  .number({ message: HEALTH_WEEK_MESSAGE })
  .int({ message: HEALTH_WEEK_MESSAGE })
  .min(MIN_WEEK, { message: HEALTH_WEEK_MESSAGE })
  .max(MAX_WEEK, { message: HEALTH_WEEK_MESSAGE });

/** GET /api/health/week/{week} */
export const weekParamSchema = z.object({ week: weekNumberSchema });

export const weeklyInfoSchema = z.object({
  week: z.number().int(),
  trimester: z.number().int().min(1).max(3),
  keyRecommendations: z.array(z.string()),
  vaccines: z.array(vaccineSchema),
  guidelines: z.array(guidelineSchema),
  /** The pages the key recommendations come from. */
  sources: z.array(sourceLinkSchema),
});
export type WeeklyInfo = z.infer<typeof weeklyInfoSchema>;

/**
 * GET /api/health/partner-tips/{week} (issue 33, beyond the spec): "how to help this week" in the
 * partner view, a few short tips for her week, each with its source.
 */
export const partnerTipsSchema = z.object({
  week: z.number().int(),
  tips: z.array(z.object({ id: z.string(), text: z.string(), source: sourceLinkSchema })),
});
export type PartnerTips = z.infer<typeof partnerTipsSchema>;

/** GET /api/health/medication/{name} */
export const medicationNameSchema = z
  .string({ message: MEDICATION_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, { message: MEDICATION_NAME_REQUIRED_MESSAGE })
  .max(MEDICATION_NAME_MAX_LENGTH, { message: MEDICATION_NAME_TOO_LONG_MESSAGE });
export const medicationParamsSchema = z.object({ name: medicationNameSchema });
export const medicationFormSchema = z.object({ name: medicationNameSchema });
export type MedicationForm = z.infer<typeof medicationFormSchema>;

/**
 * What happened to the openFDA drug label part of a medication look-up:
 * found · not-found (openFDA has no label by that name) · unavailable (timeout, error, circuit
 * open) · paused (the person's live look-ups for this minute are used) · off (LIVE_DATA=off) ·
 * not-applicable (a record such as prenatal vitamins that no single drug label describes).
 */
export const LABEL_STATUSES = ['found', 'not-found', 'unavailable', 'paused', 'off', 'not-applicable'] as const;
export type LabelStatus = (typeof LABEL_STATUSES)[number];

export const medicationResultSchema = z.object({
  /** True when BLOOM's database or an FDA label knows the name. */
  found: z.boolean(),
  /** BLOOM's verdict; null when only an FDA label (or nothing) was found: the web shows Unknown. */
  status: z.enum(MEDICATION_STATUSES).nullable(),
  medicationName: z.string(),
  brandName: z.string().nullable(),
  genericName: z.string().nullable(),
  manufacturer: z.string().nullable(),
  purpose: z.array(z.string()),
  pregnancyWarnings: z.string().nullable(),
  warnings: z.string().nullable(),
  recommendation: z.string(),
  /** Why the record has its status. */
  reason: z.string().nullable(),
  /** The name as typed (trimmed). */
  query: z.string(),
  /** How the name matched BLOOM's record: a generic or other name, a brand, or a close spelling. */
  matchedBy: z.enum(['name', 'brand', 'spelling']).nullable(),
  /** The name or brand that matched, as written in the record. */
  matchedName: z.string().nullable(),
  /** True when the answer includes BLOOM's own record (its source below). */
  hasLocalData: z.boolean(),
  labelStatus: z.enum(LABEL_STATUSES),
  /** A notice for the person when live data could not be used; null otherwise. */
  notice: z.string().nullable(),
  /** When the FDA label was fetched (ISO), if one is shown. */
  lastUpdated: z.string().nullable(),
  source: sourceLinkSchema.nullable(),
});
export type MedicationResult = z.infer<typeof medicationResultSchema>;

export const educationItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(EDUCATION_CATEGORIES),
  /** The first week the article is written for (spec §3 `week`); `weekTo` is the last. */
  week: z.number().int().nullable(),
  weekTo: z.number().int().nullable(),
  /**
   * Spec §3 `imageUrl`: an in-app reference (`bloom:illustration/<name>`), never another origin;
   * the web app draws the named illustration inline.
   */
  imageUrl: z.string(),
  illustration: z.enum(ARTICLE_ILLUSTRATIONS),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  keyPoints: z.array(z.string()),
  source: sourceLinkSchema,
});
export type EducationItem = z.infer<typeof educationItemSchema>;

/** Categories are matched ignoring case (`nutrition` is Nutrition). */
const educationCategorySchema = z.preprocess(
  (value) => {
    const blank = blankAsMissing(value);
    if (typeof blank !== 'string') return blank;
    return EDUCATION_CATEGORIES.find((c) => c.toLowerCase() === blank.trim().toLowerCase()) ?? blank;
  },
  z.enum(EDUCATION_CATEGORIES, { message: EDUCATION_CATEGORY_MESSAGE }).optional(),
);

/** GET /api/education?week=&category= */
export const educationQuerySchema = z.object({
  week: z.preprocess(blankAsMissing, weekNumberSchema.optional()),
  category: educationCategorySchema,
});
export type EducationQuery = z.infer<typeof educationQuerySchema>;

export const educationResponseSchema = z.object({
  items: z.array(educationItemSchema),
  /** True: the articles come from BLOOM's own knowledge base. */
  localContent: z.boolean(),
  /** YYYY-MM-DD: when the newest article was last checked against its source. */
  lastUpdated: z.string(),
});
export type EducationResponse = z.infer<typeof educationResponseSchema>;
