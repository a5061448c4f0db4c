import { trimesterOf, type Trimester } from '@bloom/pregnancy';
import { foldText } from '../text.ts';
import type { AssistantContext, ChatTurn } from './types.ts';

// What the engine knows about where she is: the week from the message ("I'm 24
// weeks") wins over the profile's, and a trimester named in the message is kept.

export interface Personal {
  week: number | null;
  trimester: Trimester | null;
  /** True when the week or trimester came from the message rather than the profile. */
  fromMessage: boolean;
  /**
   * True when the message asks about a week rather than saying it is hers ("is it safe to
   * fly at 30 weeks?"): the answer is about that week but does not tell her she is there.
   */
  weekAsked: boolean;
  name: string | null;
}

const TRIMESTER_WORDS: Record<string, Trimester> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  last: 3,
};

export const TRIMESTER_NAMES: Record<Trimester, string> = { 1: 'first', 2: 'second', 3: 'third' };

function validWeek(value: number): number | null {
  return Number.isFinite(value) && value >= 1 && value <= 42 ? Math.floor(value) : null;
}

/** "24 weeks", "week 24", "24 wks"; not "2 weeks ago" or "for 3 weeks". */
export function weekInMessage(message: string): number | null {
  const text = foldText(message);
  const named = /\b(?:week|semana) (\d{1,2})\b/.exec(text);
  if (named) return validWeek(Number(named[1]));
  // Spanish too (issue 35): "tengo 32 semanas", not "hace 2 semanas" or "en 3 semanas".
  for (const match of text.matchAll(/\b(\d{1,2}) ?(?:weeks?|wks?|w|semanas?)\b( ago| from now)?/g)) {
    if (match[2] !== undefined) continue;
    const before = text.slice(Math.max(0, match.index - 8), match.index);
    if (/\b(?:for|in|last|past|next|every|few|hace|en|por|cada|dentro de|unas)\s*$/.test(before)) continue;
    const week = validWeek(Number(match[1]));
    if (week !== null) return week;
  }
  return null;
}

export function trimesterInMessage(message: string): Trimester | null {
  const match = /\b(first|1st|second|2nd|third|3rd|last) trimester\b/.exec(foldText(message));
  return match ? (TRIMESTER_WORDS[match[1] ?? ''] ?? null) : null;
}

const QUESTION =
  /^(?:(?:hi|hey|hello|so|and|ok|okay)\s+)*(?:is|are|can|could|should|would|will|do|does|what|whats|when|how|which|any)\b/;
/** "I'm 30 weeks", "30 weeks pregnant", "my 30 week scan": the week is hers. */
const HER_WEEK =
  /\b(?:im|i am|iam|she is|shes|we are|were|currently|now)\s+(?:\w+\s+)?(?:\d{1,2} ?(?:weeks?|wks?|w)|week \d{1,2}|in week)\b|\b\d{1,2} ?(?:weeks?|wks?) (?:pregnant|along|today|now)\b|\bmy (?:\d{1,2} ?(?:weeks?|wks?)|week)\b/;

/** A week named in a question that does not say it is hers ("is it safe to fly at 30 weeks?"). */
export function asksAboutWeek(message: string): boolean {
  const text = foldText(message);
  return QUESTION.test(text) && !HER_WEEK.test(text);
}

export function personalFrom(message: string, ctx: AssistantContext): Personal {
  const name = typeof ctx.firstName === 'string' && ctx.firstName.trim() !== '' ? ctx.firstName.trim() : null;
  const stated = weekInMessage(message);
  if (stated !== null) {
    return { week: stated, trimester: trimesterOf(stated), fromMessage: true, weekAsked: asksAboutWeek(message), name };
  }
  const trimester = trimesterInMessage(message);
  if (trimester !== null) return { week: null, trimester, fromMessage: true, weekAsked: false, name };
  const week = ctx.week == null ? null : validWeek(ctx.week);
  return { week, trimester: week === null ? null : trimesterOf(week), fromMessage: false, weekAsked: false, name };
}

/** The user's earlier messages, newest first, leaving out the current one if the client already added it. */
export function earlierUserTurns(message: string, history: ChatTurn[] | undefined): string[] {
  const turns = Array.isArray(history) ? history.slice(-6) : [];
  const users = turns
    .filter((turn) => turn != null && turn.role === 'user' && typeof turn.content === 'string')
    .map((turn) => turn.content);
  if (users.length > 0 && users[users.length - 1]?.trim() === message.trim()) users.pop();
  return users.reverse();
}
