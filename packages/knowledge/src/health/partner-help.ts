import type { SourceRef } from '../types.ts';
import { S } from './sources.ts';
import type { WeekSpan } from './types.ts';

/** One short, practical thing a partner can do in a span of weeks, with the page it comes from. */
export interface PartnerTip {
  /** Kebab-case, unique among the tips. */
  id: string;
  weeks: WeekSpan;
  text: string;
  source: SourceRef;
}

/** The most tips the partner view shows for one week (the rest of a span waits for its week). */
export const PARTNER_TIPS_PER_WEEK = 4;

/**
 * "How to help this week" in the partner view (issue 33): what a partner or support person can do,
 * by stage, in BLOOM's own words. Each tip rests on the page it cites: ACOG's partner's guide
 * (go to visits, share the chores, take over the cat litter, keep the home smoke-free, your own
 * whooping-cough and flu shots, watch for depression in both of you), CDC's Hear Her campaign
 * (partners and families learn the urgent warning signs and listen when she says something is
 * wrong), CDC's toxoplasmosis page (someone else changes the litter), FDA's food-safety advice
 * (deli meats reheated until steaming), ACOG on kick counts from about 28 weeks, and ACOG on how
 * to tell when labor begins (time contractions start to start; call for waters breaking,
 * bleeding, fewer movements or constant severe pain). Ordered within a span by importance.
 */
export const partnerTips: readonly PartnerTip[] = [
  {
    id: 'learn-warning-signs',
    weeks: { from: 1, to: 42 },
    text: 'Learn the urgent warning signs, such as a headache that will not go away, changes in vision, trouble breathing or bleeding. If she says something feels wrong, listen and help her get care at once.',
    source: S.cdcHearHer,
  },
  {
    id: 'first-visits',
    weeks: { from: 1, to: 12 },
    text: 'Go to the first prenatal visits with her when you can, and write down questions together beforehand.',
    source: S.acogPartner,
  },
  {
    id: 'cat-litter',
    weeks: { from: 1, to: 42 },
    text: 'Take over the cat litter and garden soil work: both can carry toxoplasmosis, which can harm the baby.',
    source: S.cdcToxoplasmosis,
  },
  {
    id: 'tired-and-queasy',
    weeks: { from: 1, to: 12 },
    text: 'Early weeks can be tiring and queasy. Take on more of the cooking and chores, and keep easy snacks within reach.',
    source: S.acogPartner,
  },
  {
    id: 'smoke-free',
    weeks: { from: 1, to: 42 },
    text: 'Keep your home and car smoke-free, and if you smoke, ask your own provider for help to quit.',
    source: S.acogPartner,
  },
  {
    id: 'safe-food',
    weeks: { from: 13, to: 27 },
    text: 'Cook with food safety in mind: heat deli meats and hot dogs until steaming hot, and keep raw meat away from foods eaten raw.',
    source: S.fdaFood,
  },
  {
    id: 'ultrasound-and-tests',
    weeks: { from: 13, to: 27 },
    text: 'Ask to come along to the mid-pregnancy ultrasound and the other check-ups, and help keep track of the dates in her calendar.',
    source: S.acogPartner,
  },
  {
    id: 'your-vaccines',
    weeks: { from: 20, to: 36 },
    text: 'Check that your own whooping cough (Tdap) and flu shots are up to date before the baby arrives: the people around a newborn help protect them.',
    source: S.acogPartner,
  },
  {
    id: 'feelings',
    weeks: { from: 13, to: 42 },
    text: 'Talk about how you both feel. Watch for signs of depression in her and in yourself, and reach out to a provider if either of you is struggling.',
    source: S.acogPartner,
  },
  {
    id: 'kick-counts',
    weeks: { from: 28, to: 42 },
    text: 'If her provider suggests kick counts, keep her company while she counts. Fewer movements than usual is a reason to call her provider now.',
    source: S.acogFetalMonitoring,
  },
  {
    id: 'prepare-for-baby',
    weeks: { from: 28, to: 36 },
    text: 'Get ready together: fit the car seat, pack the hospital bag and plan the route and the ride to the birth unit.',
    source: S.acogPartner,
  },
  {
    id: 'time-contractions',
    weeks: { from: 34, to: 42 },
    text: 'Learn how to time contractions, from the start of one to the start of the next, and keep her provider’s number handy. Call at once if her water breaks, she is bleeding, the baby moves less or she has constant severe pain.',
    source: S.acogLabor,
  },
  {
    id: 'labor-plan',
    weeks: { from: 37, to: 42 },
    text: 'Stay reachable and keep the car ready. Know her provider’s instructions for when to call or go in, and follow them over any app.',
    source: S.acogLabor,
  },
];

/**
 * The tips for one week: those whose span holds it, the week's own stage first (shorter spans
 * before the all-pregnancy ones), at most {@link PARTNER_TIPS_PER_WEEK}, the warning signs always
 * among them.
 * @param week - her current week, 1..42
 * @returns the week's tips; empty for a week outside 1..42
 */
export function partnerTipsFor(week: number): PartnerTip[] {
  const holding = partnerTips.filter((t) => week >= t.weeks.from && week <= t.weeks.to);
  const [warning, ...rest] = [...holding].sort((a, b) => {
    if (a.id === 'learn-warning-signs') return -1;
    if (b.id === 'learn-warning-signs') return 1;
    return a.weeks.to - a.weeks.from - (b.weeks.to - b.weeks.from);
  });
  return warning ? [warning, ...rest.slice(0, PARTNER_TIPS_PER_WEEK - 1)] : [];
}
