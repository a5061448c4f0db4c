import type { SourceRef } from '../types.ts';
import { S } from './sources.ts';

/** One sentence the contraction timer shows, with the page it comes from. */
export interface ContractionTimingText {
  text: string;
  source: SourceRef;
}

/**
 * Timing contractions (issue 34, "Contraction timer").
 *
 * - Labor: true labor contractions come at regular intervals, get closer together and stronger,
 *   and are timed from the start of one to the start of the next; her provider tells her when to
 *   call (ACOG, "How to Tell When Labor Begins"). The 5-1-1 numbers (every 5 minutes or less,
 *   lasting about 1 minute, for 1 hour) are the rule of thumb most U.S. providers and childbirth
 *   classes teach for "call or go in now" at term; ACOG's page does not print them, so the texts
 *   present them as a common rule and put her provider's own instructions first.
 * - "About 1 minute": a contraction timed by hand starts late (she taps once she is sure), so
 *   BLOOM counts 45 seconds or more as "about a minute" (`fiveOneOneRule.minSeconds`).
 * - Preterm: labor before 37 weeks is preterm (ACOG); NICHD lists "contractions ... every 10
 *   minutes or more often" as a symptom of preterm labor and says to call the doctor or go to the
 *   hospital. BLOOM calls contractions regular when her latest 4 came each within 10 minutes of the
 *   one before, the newest within the last hour (`pretermRule`).
 */
export const contractionTiming = {
  /** The 5-1-1 rule: start to start every 5 minutes or less… */
  fiveOneOneRule: {
    intervalMinutes: 5,
    /** …each lasting about 1 minute (60 s, counted from 45 s: taps by hand start late)… */
    durationSeconds: 60,
    minSeconds: 45,
    /** …for at least 1 hour (from the first start of the run to the latest start). */
    forMinutes: 60,
  },
  /** Before this week, regular contractions may be preterm labor (ACOG: preterm is before 37 weeks). */
  pretermRule: {
    beforeWeek: 37,
    /** NICHD: "every 10 minutes or more often"… */
    intervalMinutes: 10,
    /** …for BLOOM, this many in a row (3 intervals of 10 minutes or less). */
    regularCount: 4,
  },
  /** The summary's window: the last hour. */
  windowMinutes: 60,
  how: {
    text: 'Tap Start when a contraction begins and Stop when it eases. The timer keeps how long each one lasts and how far apart they are, from the start of one to the start of the next. True labor contractions come regularly, get closer together and grow stronger.',
    source: S.acogLabor,
  },
  fiveOneOne: {
    text: 'Your contractions have come every 5 minutes or less, lasting about a minute, for an hour: the 5-1-1 pattern many providers use for “call now”. Follow the plan your provider gave you; if you have none, call your provider or birth unit now.',
    source: S.acogLabor,
  },
  preterm: {
    text: 'You are not yet 37 weeks and your contractions are regular, every 10 minutes or more often. That can be a sign of preterm labor: call your provider or birth unit now, or 911 if you cannot reach them.',
    source: S.nichdPreterm,
  },
  callAnyway: {
    text: 'Call right away, whatever the timer says, if your water breaks, you are bleeding, your baby moves less, or you have constant severe pain.',
    source: S.acogLabor,
  },
} as const;

export type ContractionTiming = typeof contractionTiming;
