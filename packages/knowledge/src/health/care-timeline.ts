import type { SourceRef } from '../types.ts';
import { S } from './sources.ts';

/** Weeks of pregnancy, both ends included: week `from` day 0 through week `to` day 6. */
export interface CareWeeks {
  from: number;
  to: number;
}

/** Months of the year (1 = January), both included; `from` > `to` wraps over the new year. */
export interface CareSeason {
  fromMonth: number;
  toMonth: number;
}

/** One step of her care timeline, as the reminders feature dates it from her due date. */
export interface CareStep {
  title: string;
  text: string;
  source: SourceRef;
}

/**
 * Her care timeline (issue 34, "Reminders"): the tests and vaccines of pregnancy that have a
 * window, dated from her due date (week 0 day 0 is 280 days before it). The numbers are the
 * checked health facts' (CDC "Vaccines During Pregnancy", ACOG): Tdap in weeks 27 through 36,
 * glucose screening at 24-28 weeks, group B strep at 36 0/7-37 6/7 weeks, RSV (Abrysvo) at
 * weeks 32 through 36 in September-January, the flu shot in any trimester during flu season,
 * and postpartum care within 3 weeks of the birth with a full visit by 12 weeks.
 */
export const careTimeline = {
  glucose: {
    title: 'Glucose screening for gestational diabetes',
    text: 'Most people are tested for gestational diabetes between 24 and 28 weeks of pregnancy.',
    weeks: { from: 24, to: 28 },
    source: S.acogGestationalDiabetes,
  },
  tdap: {
    title: 'Tdap vaccine (whooping cough)',
    text: 'One dose in every pregnancy, preferably early in weeks 27 through 36, so your antibodies reach your baby before birth.',
    weeks: { from: 27, to: 36 },
    source: S.cdcVaccines,
  },
  rsv: {
    title: 'RSV vaccine (Abrysvo)',
    text: 'Given at weeks 32 through 36 during RSV season (September through January in most of the continental US), unless your baby will get an RSV antibody (nirsevimab or clesrovimab) after birth.',
    weeks: { from: 32, to: 36 },
    season: { fromMonth: 9, toMonth: 1 },
    source: S.cdcVaccines,
  },
  /** Shown instead of `rsv` when her weeks 32-36 fall wholly outside the season. */
  rsvOutOfSeason: {
    title: 'RSV protection for your baby',
    text: 'Your weeks 32 to 36 fall outside RSV vaccine season (September through January), so the vaccine is not usually given in your pregnancy. Ask your provider about an RSV antibody for your baby after birth.',
    source: S.cdcVaccines,
  },
  gbs: {
    title: 'Group B strep test',
    text: 'A swab test for group B strep between 36 weeks 0 days and 37 weeks 6 days of pregnancy.',
    weeks: { from: 36, to: 37 },
    source: S.acogGbsScreening,
  },
  flu: {
    title: 'Flu shot',
    text: 'The flu shot (not the nasal spray) is recommended in any trimester during flu season. September and October are best, and it is still worth having later while flu is going around. In your third trimester, July or August may be considered.',
    // CDC: vaccinate ideally in September and October; flu can circulate as late as May.
    season: { fromMonth: 9, toMonth: 5 },
    source: S.cdcFluPregnancy,
  },
  postpartum: {
    title: 'Postpartum check-up',
    text: 'ACOG advises contact with your provider within the first 3 weeks after birth, and a full postpartum visit no later than 12 weeks after birth. Dated here from your due date.',
    /** Days after the birth (dated from the due date): the first contact by… */
    contactWithinDays: 21,
    /** …and the full visit by. */
    visitByDays: 84,
    source: S.acogPostpartumCare,
  },
} as const satisfies Record<
  string,
  CareStep & { weeks?: CareWeeks; season?: CareSeason; contactWithinDays?: number; visitByDays?: number }
>;

export type CareTimeline = typeof careTimeline;
