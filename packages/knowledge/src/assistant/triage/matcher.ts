import type { Concept, SignId } from './concept.ts';
import { CONCEPTS } from './concepts/index.ts';
import {
  BARE_REPORT_WORDS,
  CLAUSE_EDGE,
  DESCRIBES_HER_NOW,
  FINE_NOW,
  HAPPENING_NOW,
  HISTORY,
  HYPOTHETICAL,
  INNER_NEGATION,
  MILD,
  NEGATION,
  NEGATION_BRIDGE,
  OTHER_PERSON,
  QUESTION_OPENING,
  RESOLVED_AFTER,
  TOLD_ABOUT_ME,
  UNCERTAIN,
} from './lexicon.ts';
import { normalizeMessage, sentences } from './normalize.ts';
import { looksSpanish, plainlySpanish, SPANISH } from './es/index.ts';

// The matcher: each sentence of the normalised message is read against every concept.
// A concept's phrase found in a clause counts unless that clause negates it ("no
// bleeding", "I haven't felt dizzy"), places it in the past or in someone else ("with
// my first pregnancy", "my toddler has a fever"), says it is over ("the bleeding
// stopped", "but it's better now"), calls it mild when the sign is a common complaint
// ("a little short of breath"), or uses the words in another sense (each concept's
// exclusions). A sentence that asks about a sign in general, or as a "what if", makes
// it "mentioned" (the answer adds when to call) rather than urgent.

export interface Assessment {
  /** Signs described as happening to her now. */
  urgent: SignId[];
  /** Signs only asked about in general ("is bleeding normal?"): worth a "when to call" note. */
  mentioned: SignId[];
}

/** The word classes a language's matcher reads with (lexicon.ts for English, es/lexicon.ts for Spanish). */
export interface Language {
  concepts: readonly Concept[];
  normalize: (message: string) => string;
  clauseEdge: RegExp;
  negation: RegExp;
  negationBridge: ReadonlySet<string>;
  innerNegation: RegExp;
  uncertain: RegExp;
  resolvedAfter: RegExp;
  fineNow: RegExp;
  mild: RegExp;
  history: RegExp;
  otherPerson: RegExp;
  toldAboutMe: RegExp;
  questionOpening: RegExp;
  describesHerNow: RegExp;
  hypothetical: RegExp;
  happeningNow: RegExp;
}

export const ENGLISH: Language = {
  concepts: CONCEPTS,
  normalize: normalizeMessage,
  clauseEdge: CLAUSE_EDGE,
  negation: NEGATION,
  negationBridge: NEGATION_BRIDGE,
  innerNegation: INNER_NEGATION,
  uncertain: UNCERTAIN,
  resolvedAfter: RESOLVED_AFTER,
  fineNow: FINE_NOW,
  mild: MILD,
  history: HISTORY,
  otherPerson: OTHER_PERSON,
  toldAboutMe: TOLD_ABOUT_ME,
  questionOpening: QUESTION_OPENING,
  describesHerNow: DESCRIBES_HER_NOW,
  hypothetical: HYPOTHETICAL,
  happeningNow: HAPPENING_NOW,
};

interface Clause {
  text: string;
  /** Words before the match, within its clause. */
  before: string;
  /** Words after the match, within its clause. */
  after: string;
}

function clauseAround(sentence: string, start: number, end: number, lang: Language): Clause {
  let from = 0;
  let to = sentence.length;
  for (const edge of sentence.matchAll(lang.clauseEdge)) {
    const edgeStart = edge.index;
    const edgeEnd = edgeStart + edge[0].length;
    if (edgeEnd <= start) from = edgeEnd;
    else if (edgeStart >= end) {
      to = edgeStart;
      break;
    }
  }
  return { text: sentence.slice(from, to), before: sentence.slice(from, start).trim(), after: sentence.slice(end, to) };
}

/**
 * Whether the words before a match negate it: a negation word, then only words that
 * carry the negation on ("I haven't really felt any …"). "My rings don't fit, my
 * fingers are so swollen" is not negated: "fit" ends the negation's reach.
 */
export function negates(before: string, lang: Language = ENGLISH): boolean {
  const words = before.split(/\s+/).filter((w) => w !== '');
  for (let i = words.length - 1; i >= 0 && i >= words.length - 6; i--) {
    const word = words[i] ?? '';
    if (lang.negation.test(word)) return true;
    if (!lang.negationBridge.has(word)) return false;
  }
  return false;
}

function isQuestionAbout(sentence: string, lang: Language): boolean {
  return lang.questionOpening.test(sentence) && !lang.describesHerNow.test(sentence);
}

function isHypothetical(sentence: string, lang: Language): boolean {
  return lang.hypothetical.test(sentence) && !lang.happeningNow.test(sentence);
}

function cancelled(
  concept: Concept,
  sentence: string,
  match: RegExpExecArray | RegExpMatchArray,
  lang: Language,
): boolean {
  const start = match.index ?? 0;
  const end = start + match[0].length;
  const clause = clauseAround(sentence, start, end, lang);
  if (concept.exclude?.test(clause.text)) return true;
  if (concept.excludeSentence?.test(sentence)) return true;
  if (concept.denial?.test(clause.text)) return true;
  if (concept.alwaysHers) return false;
  if (lang.history.test(clause.text)) return true;
  if (lang.otherPerson.test(clause.text) && !lang.toldAboutMe.test(clause.text)) return true;
  if (
    concept.negatable &&
    (negates(clause.before, lang) ||
      (concept.innerNegation === true && lang.innerNegation.test(match[0].replace(/^\S+\s*/, ''))))
  )
    return true;
  if (concept.resolvable && (lang.resolvedAfter.test(clause.after) || lang.fineNow.test(sentence.slice(end))))
    return true;
  if (concept.mildExempt && lang.mild.test(clause.before.split(/\s+/).slice(-4).join(' '))) return true;
  return false;
}

/**
 * Each pattern without its global flag, for a first `test`: `matchAll` copies the (large, global)
 * expression on every call, which cost more than ten times the scan itself, and almost every
 * sentence matches none of the 248 patterns. A pattern that `test` does not find has no match for
 * `matchAll` either, so only the patterns found are read match by match (decision 018).
 */
const firstTests = new WeakMap<RegExp, RegExp>();
function firstTest(pattern: RegExp): RegExp {
  let test = firstTests.get(pattern);
  if (!test) firstTests.set(pattern, (test = new RegExp(pattern.source, pattern.flags.replace('g', ''))));
  return test;
}

function found(concept: Concept, sentence: string, lang: Language): boolean {
  for (const pattern of concept.patterns) {
    if (!firstTest(pattern).test(sentence)) continue;
    for (const match of sentence.matchAll(pattern)) if (!cancelled(concept, sentence, match, lang)) return true;
  }
  return false;
}

/**
 * Which warning signs a message describes now, and which it only asks about: read with the
 * English words and with the Spanish ones (issue 35, es/); a sign found in either counts.
 */
export function assess(message: string): Assessment {
  const urgent = new Set<SignId>();
  const mentioned = new Set<SignId>();
  // A message plainly written in Spanish is read in Spanish only, so that an English word inside
  // it ("convulsion") is not read without its Spanish context ("el año pasado").
  const languages = plainlySpanish(message) ? [SPANISH] : [ENGLISH, SPANISH];
  for (const lang of languages) assessIn(lang, message, urgent, mentioned);
  for (const id of urgent) mentioned.delete(id);
  return { urgent: [...urgent], mentioned: [...mentioned] };
}

function assessIn(lang: Language, message: string, urgent: Set<SignId>, mentioned: Set<SignId>): void {
  const text = lang.normalize(typeof message === 'string' ? message : '').replace(lang.uncertain, ' unsure ');
  const all = sentences(text);
  for (const sentence of all) {
    // "Seizure." or "preterm labor" on its own is a report, whatever it opens with.
    const bare =
      all.length === 1 && sentence.split(' ').length <= BARE_REPORT_WORDS && !lang.questionOpening.test(sentence);
    const general = !bare && (isQuestionAbout(sentence, lang) || isHypothetical(sentence, lang));
    for (const concept of lang.concepts) {
      if (concept.custom) {
        const finding = concept.custom(sentence, general);
        if (finding === 'urgent') urgent.add(concept.id);
        else if (finding === 'mentioned') mentioned.add(concept.id);
        continue;
      }
      if (!found(concept, sentence, lang)) continue;
      // Self-harm always gets the crisis line, however it is phrased.
      if (general && concept.id !== 'self-harm') mentioned.add(concept.id);
      else urgent.add(concept.id);
    }
  }
}

/**
 * Whether to answer a message in Spanish: it reads as Spanish, or only its Spanish words name a
 * sign ("fiebre alta", "veo borroso": too short to tell by their common words).
 */
export function writtenInSpanish(message: string): boolean {
  if (looksSpanish(message)) return true;
  const english = { urgent: new Set<SignId>(), mentioned: new Set<SignId>() };
  const spanish = { urgent: new Set<SignId>(), mentioned: new Set<SignId>() };
  assessIn(ENGLISH, message, english.urgent, english.mentioned);
  assessIn(SPANISH, message, spanish.urgent, spanish.mentioned);
  return english.urgent.size === 0 && spanish.urgent.size > 0;
}
