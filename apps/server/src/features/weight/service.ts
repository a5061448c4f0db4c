import {
  WEIGHT_DATE_IN_FUTURE_MESSAGE,
  WEIGHT_DATE_TOO_OLD_MESSAGE,
  WEIGHT_LIST_LIMIT,
  WEIGHT_MAX_DAYS_AGO,
  type BmiBand,
  type NewWeight,
  type WeightEntry,
  type WeightGuidance,
  type WeightList,
  type WeightProfile,
} from '@bloom/contract';
import { weightGain } from '@bloom/knowledge';
import { addIsoDays, currentWeek, knownTimeZone, toIsoDate } from '@bloom/pregnancy';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { findPregnancy } from '../../platform/users/repo.ts';
import {
  bandOf,
  bmiOf,
  positionOf,
  pregnancyDaysOn,
  rangeOnDay,
  rangesFor,
  roundTo,
  weekOfDays,
  weeklyBand,
} from './ranges.ts';
import {
  deleteWeight,
  findWeightProfile,
  listWeights,
  saveWeightProfile,
  upsertWeight,
  type WeightProfileRow,
  type WeightRow,
} from './repo.ts';

/** Her details before she saves any: metric, one baby, nothing known. */
const NO_PROFILE: WeightProfile = { prePregnancyWeightKg: null, heightCm: null, units: 'metric', twins: false };

const toWeightProfile = (row: WeightProfileRow | undefined): WeightProfile =>
  row
    ? {
        prePregnancyWeightKg: row.prePregnancyWeightKg,
        heightCm: row.heightCm,
        units: row.units,
        twins: row.twins,
      }
    : NO_PROFILE;

/** What a weight is read against: her pre-pregnancy weight and her due date (if pregnant). */
interface Context {
  preKg: number | null;
  dueDate: string | null;
}

async function contextOf(db: Db, userId: string) {
  const [profile, pregnancy] = await Promise.all([findWeightProfile(db, userId), findPregnancy(db, userId)]);
  const context: Context = {
    preKg: profile?.prePregnancyWeightKg ?? null,
    dueDate: pregnancy?.isPregnant && pregnancy.dueDate ? pregnancy.dueDate : null,
  };
  return { profile: toWeightProfile(profile), pregnancy, context };
}

/** The wire shape: her week on that date and the gain over her weight before pregnancy. */
function toWeightEntry(row: WeightRow, context: Context): WeightEntry {
  return {
    id: row.id,
    date: row.date,
    weightKg: row.weightKg,
    week: context.dueDate ? weekOfDays(pregnancyDaysOn(context.dueDate, row.date)) : null,
    gainKg: context.preKg === null ? null : roundTo(row.weightKg - context.preKg, 2),
    createdAt: row.createdAt.toISOString(),
  };
}

/** For the admin's page: the entry without her pregnancy (rows of many users). */
export const toPlainWeightEntry = (row: WeightRow): WeightEntry => toWeightEntry(row, { preKg: null, dueDate: null });

/** Her weights, newest date first, each with its week and gain. */
export async function recentWeights(db: Db, userId: string): Promise<WeightList> {
  const [rows, { context }] = await Promise.all([listWeights(db, userId, WEIGHT_LIST_LIMIT), contextOf(db, userId)]);
  return { weights: rows.map((row) => toWeightEntry(row, context)) };
}

/**
 * Saves her weight for a date, replacing one kept for that date. The contract checked the number
 * and the date's form; the calendar needs her time zone: not after her today, nor more than
 * WEIGHT_MAX_DAYS_AGO days before it.
 * @param now - the server's current time
 */
export async function saveWeight(db: Db, userId: string, input: NewWeight, now: Date): Promise<WeightEntry> {
  const { pregnancy, context } = await contextOf(db, userId);
  const today = toIsoDate(now, knownTimeZone(pregnancy?.timeZone));
  if (input.date > today) throw badRequest(WEIGHT_DATE_IN_FUTURE_MESSAGE, { date: WEIGHT_DATE_IN_FUTURE_MESSAGE });
  if (input.date < addIsoDays(today, -WEIGHT_MAX_DAYS_AGO)) {
    throw badRequest(WEIGHT_DATE_TOO_OLD_MESSAGE, { date: WEIGHT_DATE_TOO_OLD_MESSAGE });
  }
  const row = await upsertWeight(db, userId, { date: input.date, weightKg: roundTo(input.weightKg, 2) }, now);
  return toWeightEntry(row, context);
}

/** Deletes one of her weights; another user's id or an unknown one is a 404. */
export async function removeWeight(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteWeight(db, userId, id))) throw notFound();
}

export async function getWeightProfile(db: Db, userId: string): Promise<WeightProfile> {
  return toWeightProfile(await findWeightProfile(db, userId));
}

/** Saves her weight tool's details in kg and cm (two decimals), whatever units she reads them in. */
export async function changeWeightProfile(
  db: Db,
  userId: string,
  input: WeightProfile,
  now: Date,
): Promise<WeightProfile> {
  const at2 = (n: number | null) => (n === null ? null : roundTo(n, 2));
  const row = await saveWeightProfile(
    db,
    userId,
    {
      prePregnancyWeightKg: at2(input.prePregnancyWeightKg),
      heightCm: at2(input.heightCm),
      units: input.units,
      twins: input.twins,
    },
    now,
  );
  return toWeightProfile(row);
}

const texts = (twins: boolean, band: BmiBand | null): WeightGuidance['texts'] => ({
  about: weightGain.about,
  bmi: weightGain.bmiText,
  weekly: weightGain.weekly,
  chart: weightGain.chart,
  talk: weightGain.talk,
  twins: twins ? (band === 'underweight' ? weightGain.twinsUnderweight : weightGain.twinsText) : null,
});

/**
 * Her guidance: her pre-pregnancy BMI and band, the IOM ranges for it (the twin ranges when she
 * expects twins), the range for each week and for today, and where her newest weight lies.
 * Without her weight and height before pregnancy it says so (`state: 'needs-profile'`).
 * @param now - the server's current time
 */
export async function weightGuidance(db: Db, userId: string, now: Date): Promise<WeightGuidance> {
  const [{ profile, pregnancy, context }, [newest]] = await Promise.all([
    contextOf(db, userId),
    listWeights(db, userId, 1),
  ]);
  const week = pregnancy ? currentWeek(pregnancy, now, knownTimeZone(pregnancy.timeZone)) : null;
  const latestEntry = newest ? toWeightEntry(newest, context) : null;
  const latest = latestEntry && {
    date: latestEntry.date,
    weightKg: latestEntry.weightKg,
    gainKg: latestEntry.gainKg,
    week: latestEntry.week,
    rangeKg: null,
    position: null,
  };
  if (profile.prePregnancyWeightKg === null || profile.heightCm === null) {
    return {
      state: 'needs-profile',
      profile,
      bmi: null,
      band: null,
      twins: profile.twins,
      insufficientData: false,
      totalKg: null,
      weeklyKg: null,
      firstTrimesterKg: null,
      week,
      rangeNowKg: null,
      range: [],
      latest,
      texts: texts(profile.twins, null),
    };
  }
  const bmi = bmiOf(profile.prePregnancyWeightKg, profile.heightCm);
  const band = bandOf(bmi);
  const singleton = !profile.twins;
  const today = toIsoDate(now, knownTimeZone(pregnancy?.timeZone));
  /** The range on a date of her pregnancy (singletons with a due date; none before it began). */
  const rangeOn = (date: string) => {
    if (!singleton || !context.dueDate) return null;
    const days = pregnancyDaysOn(context.dueDate, date);
    return days < 0 ? null : rangeOnDay(band, days);
  };
  const latestRange = latest ? rangeOn(latest.date) : null;
  return {
    state: 'ready',
    profile,
    bmi,
    band,
    twins: profile.twins,
    ...rangesFor(band, profile.twins),
    week,
    rangeNowKg: week === null ? null : rangeOn(today),
    range: singleton ? weeklyBand(band) : [],
    latest: latest && {
      ...latest,
      rangeKg: latestRange,
      position: latestRange && latest.gainKg !== null ? positionOf(latest.gainKg, latestRange) : null,
    },
    texts: texts(profile.twins, band),
  };
}
