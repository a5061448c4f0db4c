import type { SourceRef } from '../types.ts';
import { S } from './sources.ts';

/** One sentence the kick counter shows, with the page it comes from. */
export interface KickCountingText {
  text: string;
  source: SourceRef;
}

/**
 * Counting the baby's movements (issue 34, "Kick counter"). ACOG's kick count: time how long it
 * takes to feel 10 movements; 10 within 2 hours is reassuring, and a noticeable decrease is a
 * reason to call. CDC's Hear Her list counts "baby's movement stopping or slowing during
 * pregnancy" as an urgent maternal warning sign. Movements are first felt at about 16-25 weeks
 * (the chat's movement passage says the same); counting is advised in the third trimester.
 */
export const kickCounting = {
  /** The kick counter is offered from this week; earlier weeks see `tooEarly`. */
  offeredFromWeek: 24,
  /** How many movements a session counts to… */
  movements: 10,
  /** …and within how many minutes from its start (ACOG: usually under 2 hours). */
  withinMinutes: 120,
  /** The weeks in which most people first feel their baby move. */
  firstFelt: { from: 16, to: 25 },
  /** The third trimester, when counting is advised (BLOOM's trimesters: 28-40). */
  advisedFromWeek: 28,
  how: {
    text: 'Pick a time when your baby is usually active, sit or lie on your side, and count every kick, flutter, swish or roll until you reach 10. It usually takes less than 2 hours.',
    source: S.acogFetalMonitoring,
  },
  tooEarly: {
    text: 'Most people first feel their baby move between about 16 and 25 weeks, and counting movements is advised in the third trimester. Until then, get to know how your baby moves; the kick counter opens at week 24.',
    source: S.acogFetusGrows,
  },
  fewerThanTen: {
    text: 'You felt fewer than 10 movements in 2 hours. ACOG advises calling your provider when it takes longer than that.',
    source: S.acogFetalMonitoring,
  },
  lessThanUsual: {
    text: 'You said your baby is moving less than usual. Trust that feeling: you know your baby’s pattern best.',
    source: S.acogFetalMonitoring,
  },
  urgentSign: {
    text: 'CDC lists your baby’s movement stopping or slowing during pregnancy as an urgent maternal warning sign. Call your provider now, or 911 if you cannot reach them.',
    source: S.cdcHearHer,
  },
} as const;

export type KickCounting = typeof kickCounting;
