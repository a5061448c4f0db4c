import { guidelines } from './guidelines/index.ts';
import { S } from './sources.ts';
import type { GuidelineRecord, VaccineRecord, WeekMilestone, WeekSpan } from './types.ts';
import { vaccines } from './vaccines.ts';

/** Weeks the weekly view and the week picker accept (spec §5). */
export const FIRST_WEEK = 1;
export const LAST_WEEK = 42;

/** What to do or know in each span of weeks; every week 1-42 is covered by at least one. */
export const weekMilestones: readonly WeekMilestone[] = [
  {
    id: 'dating',
    weeks: { from: 1, to: 3 },
    text: 'Pregnancy weeks are counted from the first day of your last period, so conception happens around week 2.',
    source: S.acogDueDate,
  },
  {
    id: 'folic-acid-daily',
    weeks: { from: 1, to: 12 },
    text: 'Take a prenatal vitamin with folic acid every day: the baby’s brain and spine form in these first weeks.',
    source: S.cdcFolicAcid,
  },
  {
    id: 'book-first-visit',
    weeks: { from: 1, to: 10 },
    text: 'Book your first prenatal visit and list every medicine and supplement you take to review with your provider.',
    source: S.acogRoutineTests,
  },
  {
    id: 'first-trimester-nausea',
    weeks: { from: 4, to: 16 },
    text: 'For nausea, eat small meals often and keep fluids going; call your provider if you cannot keep anything down.',
    source: S.acogNausea,
  },
  {
    id: 'first-visit-tests',
    weeks: { from: 6, to: 12 },
    text: 'Early blood tests check your blood type, iron, immunity to rubella and chickenpox, and infections such as hepatitis B, HIV and syphilis.',
    source: S.acogRoutineTests,
  },
  {
    id: 'first-trimester-screening',
    weeks: { from: 10, to: 14 },
    text: 'Ask about genetic screening options; cell-free DNA screening can be done from 10 weeks, and first-trimester screening around 10 to 14 weeks.',
    source: S.acogGeneticScreening,
  },
  {
    id: 'stay-active',
    weeks: { from: 13, to: 36 },
    text: 'If your provider agrees, keep up about 150 minutes a week of moderate activity such as walking or swimming.',
    source: S.acogExercise,
  },
  {
    id: 'weight-gain-pace',
    weeks: { from: 13, to: 40 },
    text: 'Weight gain of about a pound a week is typical from now on for a normal starting weight; ask your provider about your own range.',
    source: S.acogWeightGain,
  },
  {
    id: 'second-trimester-screening',
    weeks: { from: 15, to: 22 },
    text: 'A second-trimester blood screening (the quad screen) can be done between 15 and 22 weeks if you choose it.',
    source: S.acogGeneticScreening,
  },
  {
    id: 'anatomy-scan',
    weeks: { from: 18, to: 22 },
    text: 'The detailed anatomy ultrasound usually happens between 18 and 22 weeks to check the baby’s growth and organs.',
    source: S.acogUltrasound,
  },
  {
    id: 'preeclampsia-watch',
    weeks: { from: 20, to: 42 },
    text: 'Know the signs of preeclampsia: a headache that will not go away, vision changes or sudden swelling of the face or hands need a call right away.',
    source: S.acogPreeclampsia,
  },
  {
    id: 'glucose-screening',
    weeks: { from: 24, to: 28 },
    text: 'Screening for gestational diabetes with a glucose test is usually done between 24 and 28 weeks.',
    source: S.acogGestationalDiabetes,
  },
  {
    id: 'preterm-signs',
    weeks: { from: 24, to: 36 },
    text: 'Call your provider for regular contractions, pelvic pressure, a low dull backache or fluid leaking before 37 weeks.',
    source: S.acogPreterm,
  },
  {
    id: 'rh-check',
    weeks: { from: 26, to: 28 },
    text: 'If your blood type is Rh negative, you may be offered an Rh immune globulin shot around 28 weeks.',
    source: S.acogRoutineTests,
  },
  {
    id: 'tdap-window',
    weeks: { from: 27, to: 36 },
    text: 'This is the window for your Tdap (whooping cough) shot; early in the window is best.',
    source: S.cdcVaccines,
  },
  {
    id: 'movements',
    weeks: { from: 28, to: 42 },
    text: 'Notice your baby’s movements each day; if they stop or slow down, call your provider right away.',
    source: S.cdcHearHer,
  },
  {
    id: 'feeding-plan',
    weeks: { from: 30, to: 40 },
    text: 'Learn about breastfeeding and how you plan to feed your baby; ask about classes and support at your hospital.',
    source: S.acogBreastfeeding,
  },
  {
    id: 'rsv-window',
    weeks: { from: 32, to: 36 },
    text: 'If your baby will arrive around RSV season, ask about the RSV vaccine between 32 and 36 weeks.',
    source: S.cdcVaccines,
  },
  {
    id: 'car-seat',
    weeks: { from: 32, to: 38 },
    text: 'Install a rear-facing infant car seat before your due date and have it checked.',
    source: S.acogCarSafety,
  },
  {
    id: 'gbs-test',
    weeks: { from: 36, to: 37 },
    text: 'A group B strep swab is done between 36 and 37 weeks; if it is positive you receive antibiotics during labor.',
    source: S.acogGbs,
  },
  {
    id: 'labor-signs',
    weeks: { from: 36, to: 42 },
    text: 'Know when to call: regular contractions that grow stronger, your water breaking, bleeding or fewer movements.',
    source: S.acogLabor,
  },
  {
    id: 'early-term',
    weeks: { from: 37, to: 38 },
    text: 'You are early term. Babies benefit from staying in until at least 39 weeks unless there is a medical reason.',
    source: S.acogTerm,
  },
  {
    id: 'full-term',
    weeks: { from: 39, to: 40 },
    text: 'You are full term. Keep your bag ready and your provider’s number at hand.',
    source: S.acogTerm,
  },
  {
    id: 'late-term',
    weeks: { from: 41, to: 41 },
    text: 'You are late term. Expect extra checks of your baby’s well-being and a talk about induction.',
    source: S.acogPastDue,
  },
  {
    id: 'post-term',
    weeks: { from: 42, to: 42 },
    text: 'You are post-term. Stay in close contact with your provider about monitoring and delivery.',
    source: S.acogPastDue,
  },
];

export interface WeekInfo {
  week: number;
  trimester: 1 | 2 | 3;
  keyRecommendations: string[];
  vaccines: VaccineRecord[];
  guidelines: GuidelineRecord[];
  /** The pages the key recommendations come from, once each. */
  sources: WeekMilestone['source'][];
}

const covers = (span: WeekSpan | null, week: number) => span !== null && span.from <= week && week <= span.to;

/** Spec §9: weeks 1-12, 13-27 and 28 on (weeks 41 and 42 stay in the third trimester). */
function trimesterOf(week: number): 1 | 2 | 3 {
  return week <= 12 ? 1 : week <= 27 ? 2 : 3;
}

/**
 * Everything the weekly view shows for one week.
 * @param week - a whole pregnancy week, 1 to 42
 * @returns the week's information, or undefined for any other number
 */
export function weekInfo(week: number): WeekInfo | undefined {
  if (!Number.isInteger(week) || week < FIRST_WEEK || week > LAST_WEEK) return undefined;
  const milestones = weekMilestones.filter((m) => covers(m.weeks, week));
  return {
    week,
    trimester: trimesterOf(week),
    keyRecommendations: milestones.map((m) => m.text),
    vaccines: vaccines.filter((v) => covers(v.weeks, week)),
    guidelines: guidelines.filter((g) => covers(g.weeks, week)),
    sources: [...new Map(milestones.map((m) => [m.source.url, m.source])).values()],
  };
}
