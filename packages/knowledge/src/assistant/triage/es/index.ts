import type { Language } from '../matcher.ts';
import { SPANISH_CONCEPTS } from './concepts.ts';
import {
  CLAUSE_EDGE_ES,
  DESCRIBES_HER_NOW_ES,
  FINE_NOW_ES,
  HAPPENING_NOW_ES,
  HISTORY_ES,
  HYPOTHETICAL_ES,
  INNER_NEGATION_ES,
  MILD_ES,
  NEGATION_BRIDGE_ES,
  NEGATION_ES,
  normalizeSpanish,
  OTHER_PERSON_ES,
  QUESTION_OPENING_ES,
  RESOLVED_AFTER_ES,
  TOLD_ABOUT_ME_ES,
  UNCERTAIN_ES,
} from './lexicon.ts';

/** The matcher's Spanish (issue 35): the same concepts and rules, read with Spanish words. */
export const SPANISH: Language = {
  concepts: SPANISH_CONCEPTS,
  normalize: normalizeSpanish,
  clauseEdge: CLAUSE_EDGE_ES,
  negation: NEGATION_ES,
  negationBridge: NEGATION_BRIDGE_ES,
  innerNegation: INNER_NEGATION_ES,
  uncertain: UNCERTAIN_ES,
  resolvedAfter: RESOLVED_AFTER_ES,
  fineNow: FINE_NOW_ES,
  mild: MILD_ES,
  history: HISTORY_ES,
  otherPerson: OTHER_PERSON_ES,
  toldAboutMe: TOLD_ABOUT_ME_ES,
  questionOpening: QUESTION_OPENING_ES,
  describesHerNow: DESCRIBES_HER_NOW_ES,
  hypothetical: HYPOTHETICAL_ES,
  happeningNow: HAPPENING_NOW_ES,
};

const SPANISH_WORDS = new Set(
  'el la los las del que y de en mi mis se muy por con una un es esta estoy tengo tuve siento puedo cuando como porque pero bebe semanas dolor ya hoy desde mucho mucha le lo su al para sin hay'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'the i im my and is to of a in it have has had been baby weeks pain with for this that since really so can cant dont not its was me'.split(
    ' ',
  ),
);

/** How many of a message's words are common Spanish words, and how many common English ones. */
function commonWords(message: string): { spanish: number; english: number } {
  let spanish = 0;
  let english = 0;
  for (const word of normalizeSpanish(typeof message === 'string' ? message : '').split(/[^a-z]+/)) {
    if (SPANISH_WORDS.has(word)) spanish++;
    else if (ENGLISH_WORDS.has(word)) english++;
  }
  return { spanish, english };
}

/** Whether a message is written in Spanish: more of its words are common Spanish words than English ones. */
export function looksSpanish(message: string): boolean {
  const { spanish, english } = commonWords(message);
  return spanish > english;
}

/**
 * Whether a message is plainly Spanish (at least two common Spanish words, more than twice its
 * English ones), so that the English words are not read in it at all. Anything less plain is read
 * in both languages: a false alarm costs a moment, a miss can cost a life.
 */
export function plainlySpanish(message: string): boolean {
  const { spanish, english } = commonWords(message);
  return spanish >= 2 && spanish > 2 * english;
}
