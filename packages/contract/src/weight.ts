import { z } from 'zod';
import { sourceLinkSchema } from './health-info.ts';

/**
 * Weight gain against the recommended range (issue 34). In Profile she gives her weight and height
 * from before the pregnancy, her units (kg/cm or lb/ft-in; stored in kg and cm either way) and
 * whether she expects twins; she logs her weight by date. The guidance answers her pre-pregnancy
 * BMI, its band and the Institute of Medicine's (2009) total and weekly ranges, and the range for
 * each week for the chart. The health numbers are the knowledge base's (`weightGain` in
 * @bloom/knowledge); the contract holds only the input bounds.
 */

/** A plausible body weight, in kg (the same bounds for her pre-pregnancy weight). */
export const WEIGHT_MIN_KG = 25;
export const WEIGHT_MAX_KG = 300;
/** A plausible adult height, in cm. */
export const HEIGHT_MIN_CM = 100;
export const HEIGHT_MAX_CM = 250;
/** A weight may be dated at most this many days back (a pregnancy lasts at most 44 weeks). */
export const WEIGHT_MAX_DAYS_AGO = 365;
/** GET /api/weights lists at most this many, newest date first (a weight a day for a whole pregnancy). */
export const WEIGHT_LIST_LIMIT = 320;
/** One pound in kilograms (exact, by definition) and one inch in centimetres. */
export const KG_PER_POUND = 0.45359237;
export const CM_PER_INCH = 2.54;

export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const BMI_BANDS = ['underweight', 'normal', 'overweight', 'obese'] as const;
export type BmiBand = (typeof BMI_BANDS)[number];
export const BMI_BAND_LABELS: Record<BmiBand, string> = {
  underweight: 'Underweight',
  normal: 'Normal weight',
  overweight: 'Overweight',
  obese: 'Obese',
};
/** Where a weight's gain lies against the range for its week. */
export const WEIGHT_POSITIONS = ['below', 'within', 'above'] as const;
export type WeightPosition = (typeof WEIGHT_POSITIONS)[number];

export const WEIGHT_DATE_MESSAGE = 'Use a real date in the form YYYY-MM-DD';
export const WEIGHT_DATE_IN_FUTURE_MESSAGE = 'The date cannot be in the future';
export const WEIGHT_DATE_TOO_OLD_MESSAGE = `The date can be at most ${WEIGHT_MAX_DAYS_AGO} days ago`;
export const WEIGHT_KG_MESSAGE = `Weight must be between ${WEIGHT_MIN_KG} and ${WEIGHT_MAX_KG} kg`;
export const PRE_PREGNANCY_WEIGHT_MESSAGE = `Weight before pregnancy must be between ${WEIGHT_MIN_KG} and ${WEIGHT_MAX_KG} kg`;
export const HEIGHT_CM_MESSAGE = `Height must be between ${HEIGHT_MIN_CM} and ${HEIGHT_MAX_CM} cm`;
export const WEIGHT_UNITS_MESSAGE = 'Choose kilograms and centimetres, or pounds, feet and inches';
export const WEIGHT_TWINS_MESSAGE = 'Tell us whether you are expecting twins';
/** `?for=` on the weight routes: weights are hers alone (a partner neither logs nor reads them). */
export const WEIGHT_NOT_SHARED_MESSAGE = 'Weights are private: only she can log or read her own.';
export const WEIGHT_SAVED_MESSAGE = 'Weight saved';
export const WEIGHT_SAVE_FAILED_MESSAGE = 'The weight could not be saved. Please try again.';
export const WEIGHT_DELETED_MESSAGE = 'Weight deleted';
export const WEIGHT_DELETE_FAILED_MESSAGE = 'The weight could not be deleted. Please try again.';
export const WEIGHT_PROFILE_SAVED_MESSAGE = 'Your weight and height before pregnancy are saved.';
export const WEIGHT_PROFILE_SAVE_FAILED_MESSAGE = 'Your details could not be saved. Please try again.';
/** The guidance's state before her pre-pregnancy weight and height are known. */
export const WEIGHT_NEEDS_PROFILE_MESSAGE =
  'Add your weight and height from before pregnancy to see your BMI and the recommended range.';
/** The guidance's week range while her week is unknown (no due date). */
export const WEIGHT_NEEDS_WEEK_MESSAGE =
  'Add your due date or weeks pregnant in Profile to see the range for your week.';
/** The form's fields when she types in pounds, feet and inches. */
export const WEIGHT_LB_MESSAGE = `Weight must be between ${Math.ceil(WEIGHT_MIN_KG / KG_PER_POUND)} and ${Math.floor(WEIGHT_MAX_KG / KG_PER_POUND)} lb`;
const feetAndInches = (inches: number) => `${Math.floor(inches / 12)} ft ${inches % 12} in`;
export const HEIGHT_FT_IN_MESSAGE = `Height must be between ${feetAndInches(Math.ceil(HEIGHT_MIN_CM / CM_PER_INCH))} and ${feetAndInches(Math.floor(HEIGHT_MAX_CM / CM_PER_INCH))}`;

const weightKgSchema = (message: string) =>
  z.number({ message }).min(WEIGHT_MIN_KG, { message }).max(WEIGHT_MAX_KG, { message });

/** Weight routes take no query: `?for=<her id>` (the partner's form elsewhere) is refused with its message. */
export const weightQuerySchema = z.strictObject({}, { error: WEIGHT_NOT_SHARED_MESSAGE });

/**
 * POST /api/weights: her weight on a date (in kg, however she typed it). One weight per date: a
 * second for the same date replaces the first. The server also refuses a date in the future or
 * more than WEIGHT_MAX_DAYS_AGO days ago (her calendar, in her time zone).
 */
export const newWeightSchema = z.strictObject({
  date: z.iso.date({ message: WEIGHT_DATE_MESSAGE }),
  weightKg: weightKgSchema(WEIGHT_KG_MESSAGE),
});
export type NewWeight = z.infer<typeof newWeightSchema>;

const kgRangeSchema = z.object({ min: z.number(), max: z.number() });
export type KgRangeWire = z.infer<typeof kgRangeSchema>;

export const weightEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  weightKg: z.number(),
  /** Her completed week of pregnancy on that date (from her due date); null when unknown. */
  week: z.number().int().nullable(),
  /** Weight minus her pre-pregnancy weight; null while that is unknown. */
  gainKg: z.number().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WeightEntry = z.infer<typeof weightEntrySchema>;

/** GET /api/weights: her weights, newest date first. */
export const weightListSchema = z.object({ weights: z.array(weightEntrySchema) });
export type WeightList = z.infer<typeof weightListSchema>;

/** GET/PUT /api/weights/profile: what Profile keeps for the weight tool (kg and cm). */
export const weightProfileSchema = z.strictObject({
  prePregnancyWeightKg: weightKgSchema(PRE_PREGNANCY_WEIGHT_MESSAGE).nullable(),
  heightCm: z
    .number({ message: HEIGHT_CM_MESSAGE })
    .min(HEIGHT_MIN_CM, { message: HEIGHT_CM_MESSAGE })
    .max(HEIGHT_MAX_CM, { message: HEIGHT_CM_MESSAGE })
    .nullable(),
  units: z.enum(UNIT_SYSTEMS, { message: WEIGHT_UNITS_MESSAGE }),
  twins: z.boolean({ message: WEIGHT_TWINS_MESSAGE }),
});
export type WeightProfile = z.infer<typeof weightProfileSchema>;

const guidanceTextSchema = z.object({ text: z.string(), source: sourceLinkSchema });
export type WeightGuidanceText = z.infer<typeof guidanceTextSchema>;

/**
 * GET /api/weights/guidance.
 * - `state`: 'needs-profile' until both her pre-pregnancy weight and height are known (then the
 *   BMI, band, ranges and positions are null or empty), else 'ready'.
 * - `bmi`: kg/m², one decimal; `band` from it (below 18.5, 18.5-24.9, 25.0-29.9, 30 and above).
 * - `totalKg`: the IOM total for her band (twins: the provisional twin range; null for twins with
 *   an underweight BMI, with `insufficientData`). `weeklyKg`: the 2nd/3rd-trimester rate, and
 *   `firstTrimesterKg` the first trimester's total (singletons only).
 * - `range`: the gain range for each week 0-40 (the chart's band; empty for twins).
 * - `week`: her current week; `rangeNowKg`: the range for it. `latest`: her newest weight, its
 *   gain and where it lies against the range for its date.
 */
export const weightGuidanceSchema = z.object({
  state: z.enum(['needs-profile', 'ready']),
  profile: weightProfileSchema,
  bmi: z.number().nullable(),
  band: z.enum(BMI_BANDS).nullable(),
  twins: z.boolean(),
  insufficientData: z.boolean(),
  totalKg: kgRangeSchema.nullable(),
  weeklyKg: kgRangeSchema.nullable(),
  firstTrimesterKg: kgRangeSchema.nullable(),
  week: z.number().int().nullable(),
  rangeNowKg: kgRangeSchema.nullable(),
  range: z.array(z.object({ week: z.number().int(), minKg: z.number(), maxKg: z.number() })),
  latest: z
    .object({
      date: z.string(),
      weightKg: z.number(),
      gainKg: z.number().nullable(),
      week: z.number().int().nullable(),
      rangeKg: kgRangeSchema.nullable(),
      position: z.enum(WEIGHT_POSITIONS).nullable(),
    })
    .nullable(),
  texts: z.object({
    about: guidanceTextSchema,
    bmi: guidanceTextSchema,
    weekly: guidanceTextSchema,
    chart: guidanceTextSchema,
    talk: guidanceTextSchema,
    /** Shown when she expects twins (the provisional ranges, or why there is none). */
    twins: guidanceTextSchema.nullable(),
  }),
});
export type WeightGuidance = z.infer<typeof weightGuidanceSchema>;

/** Her weight-tool details in her data export (`UserExport.weightProfile`); null when never set. */
export const weightProfileExportSchema = z
  .object({
    prePregnancyWeightKg: z.number().nullable(),
    heightCm: z.number().nullable(),
    units: z.string(),
    twins: z.boolean(),
    updatedAt: z.string(),
  })
  .nullable();
export type WeightProfileExport = z.infer<typeof weightProfileExportSchema>;

/** Her weights in her data export (`UserExport.weights`), oldest date first. */
export const weightExportSchema = z.object({
  id: z.string(),
  date: z.string(),
  weightKg: z.number(),
  createdAt: z.string(),
});
export type WeightExport = z.infer<typeof weightExportSchema>;

/** Kilograms from pounds, and back, to two decimals (what the server stores). */
export const kgFromPounds = (lb: number) => Math.round(lb * KG_PER_POUND * 100) / 100;
export const poundsFromKg = (kg: number) => kg / KG_PER_POUND;
/** Centimetres from feet and inches, and back (whole feet, inches to one decimal). */
export const cmFromFeetInches = (feet: number, inches: number) =>
  Math.round((feet * 12 + inches) * CM_PER_INCH * 100) / 100;
export function feetInchesFromCm(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round((cm / CM_PER_INCH) * 10) / 10;
  const feet = Math.floor(totalInches / 12);
  return { feet, inches: Math.round((totalInches - feet * 12) * 10) / 10 };
}

// ---- The web's forms: the browser holds strings in her units; these check them and build the bodies.

const numberIn = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const kgOf = (text: string, units: UnitSystem) => {
  const n = numberIn(text);
  return units === 'imperial' ? kgFromPounds(n) : n;
};
const roundKg = (kg: number) => Math.round(kg * 100) / 100;
const plausibleKg = (kg: number) => Number.isFinite(kg) && kg >= WEIGHT_MIN_KG && kg <= WEIGHT_MAX_KG;

/** The "log my weight" form: the date and the weight as she typed it, in her units. */
export const weightLogFormSchema = z
  .object({ date: z.iso.date({ message: WEIGHT_DATE_MESSAGE }), weight: z.string(), units: z.enum(UNIT_SYSTEMS) })
  .superRefine((v, ctx) => {
    if (!plausibleKg(kgOf(v.weight, v.units))) {
      ctx.addIssue({
        code: 'custom',
        path: ['weight'],
        message: v.units === 'imperial' ? WEIGHT_LB_MESSAGE : WEIGHT_KG_MESSAGE,
      });
    }
  });
export type WeightLogForm = z.infer<typeof weightLogFormSchema>;
export const toNewWeight = (form: WeightLogForm): NewWeight => ({
  date: form.date,
  weightKg: roundKg(kgOf(form.weight, form.units)),
});
/** The Profile card: her weight and height before pregnancy (blank for unknown), units, twins. */
export const weightProfileFormSchema = z
  .object({
    units: z.enum(UNIT_SYSTEMS, { message: WEIGHT_UNITS_MESSAGE }),
    weight: z.string(),
    heightCm: z.string(),
    heightFeet: z.string(),
    heightInches: z.string(),
    twins: z.enum(['yes', 'no'], { message: WEIGHT_TWINS_MESSAGE }),
  })
  .superRefine((v, ctx) => {
    if (v.weight.trim() !== '' && !plausibleKg(kgOf(v.weight, v.units))) {
      ctx.addIssue({
        code: 'custom',
        path: ['weight'],
        message: v.units === 'imperial' ? WEIGHT_LB_MESSAGE : PRE_PREGNANCY_WEIGHT_MESSAGE,
      });
    }
    const cm = heightOf(v);
    if (cm !== null && !(Number.isFinite(cm) && cm >= HEIGHT_MIN_CM && cm <= HEIGHT_MAX_CM)) {
      const imperial = v.units === 'imperial';
      ctx.addIssue({
        code: 'custom',
        path: [imperial ? 'heightFeet' : 'heightCm'],
        message: imperial ? HEIGHT_FT_IN_MESSAGE : HEIGHT_CM_MESSAGE,
      });
    }
  });
export type WeightProfileForm = z.infer<typeof weightProfileFormSchema>;

/** Her height in cm from the form (null when left blank; NaN when unreadable). */
function heightOf(v: WeightProfileForm): number | null {
  if (v.units === 'metric') return v.heightCm.trim() === '' ? null : numberIn(v.heightCm);
  if (v.heightFeet.trim() === '' && v.heightInches.trim() === '') return null;
  const inches = v.heightInches.trim() === '' ? 0 : numberIn(v.heightInches);
  return cmFromFeetInches(numberIn(v.heightFeet), inches);
}

export function toWeightProfileForm(p: WeightProfile): WeightProfileForm {
  const imperial = p.units === 'imperial';
  const ftIn = p.heightCm === null ? null : feetInchesFromCm(p.heightCm);
  const weight =
    p.prePregnancyWeightKg === null
      ? ''
      : String(imperial ? Math.round(poundsFromKg(p.prePregnancyWeightKg) * 10) / 10 : p.prePregnancyWeightKg);
  return {
    units: p.units,
    weight,
    heightCm: p.heightCm === null ? '' : String(p.heightCm),
    heightFeet: ftIn ? String(ftIn.feet) : '',
    heightInches: ftIn ? String(ftIn.inches) : '',
    twins: p.twins ? 'yes' : 'no',
  };
}

export function toWeightProfile(form: WeightProfileForm): WeightProfile {
  const cm = heightOf(form);
  return {
    prePregnancyWeightKg: form.weight.trim() === '' ? null : roundKg(kgOf(form.weight, form.units)),
    heightCm: cm === null ? null : roundKg(cm),
    units: form.units,
    twins: form.twins === 'yes',
  };
}

/** A weight (or gain, with its sign) in her units, one decimal: '68.0 kg', '+3.4 lb'. */
export function formatWeight(kg: number, units: UnitSystem, signed = false): string {
  const value = units === 'imperial' ? poundsFromKg(kg) : kg;
  const rounded = Math.round(value * 10) / 10;
  const sign = signed && rounded > 0 ? '+' : signed && rounded < 0 ? '−' : '';
  return `${sign}${Math.abs(rounded).toFixed(1)} ${units === 'imperial' ? 'lb' : 'kg'}`;
}
