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

interface Clause {
  text: string;
  /** Words before the match, within its clause. */
  before: string;
  /** Words after the match, within its clause. */
  after: string;
}

function clauseAround(sentence: string, start: number, end: number): Clause {
  let from = 0;
  let to = sentence.length;
  for (const edge of sentence.matchAll(CLAUSE_EDGE)) {
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
export function negates(before: string): boolean {
  const words = before.split(/\s+/).filter((w) => w !== '');
  for (let i = words.length - 1; i >= 0 && i >= words.length - 6; i--) {
    const word = words[i] ?? '';
    if (NEGATION.test(word)) return true;
    if (!NEGATION_BRIDGE.has(word)) return false;
  }
  return false;
}

function isQuestionAbout(sentence: string): boolean {
  return QUESTION_OPENING.test(sentence) && !DESCRIBES_HER_NOW.test(sentence);
}

function isHypothetical(sentence: string): boolean {
  return HYPOTHETICAL.test(sentence) && !HAPPENING_NOW.test(sentence);
}

function cancelled(concept: Concept, sentence: string, match: RegExpExecArray | RegExpMatchArray): boolean {
  const start = match.index ?? 0;
  const end = start + match[0].length;
  const clause = clauseAround(sentence, start, end);
  if (concept.exclude?.test(clause.text)) return true;
  if (concept.excludeSentence?.test(sentence)) return true;
  if (concept.denial?.test(clause.text)) return true;
  if (concept.alwaysHers) return false;
  if (HISTORY.test(clause.text)) return true;
  if (OTHER_PERSON.test(clause.text) && !TOLD_ABOUT_ME.test(clause.text)) return true;
  if (
    concept.negatable &&
    (negates(clause.before) || (concept.innerNegation === true && INNER_NEGATION.test(match[0].replace(/^\S+\s*/, ''))))
  )
    return true;
  if (concept.resolvable && (RESOLVED_AFTER.test(clause.after) || FINE_NOW.test(sentence.slice(end)))) return true;
  if (concept.mildExempt && MILD.test(clause.before.split(/\s+/).slice(-4).join(' '))) return true;
  return false;
}

function found(concept: Concept, sentence: string): boolean {
  for (const pattern of concept.patterns) {
    for (const match of sentence.matchAll(pattern)) if (!cancelled(concept, sentence, match)) return true;
  }
  return false;
}

/** Which warning signs a message describes now, and which it only asks about. */
export function assess(message: string): Assessment {
  const urgent = new Set<SignId>();
  const mentioned = new Set<SignId>();
  const text = normalizeMessage(typeof message === 'string' ? message : '').replace(UNCERTAIN, ' unsure ');
  const all = sentences(text);
  for (const sentence of all) {
    // "Seizure." or "preterm labor" on its own is a report, whatever it opens with.
    const bare =
      all.length === 1 && sentence.split(' ').length <= BARE_REPORT_WORDS && !QUESTION_OPENING.test(sentence);
    const general = !bare && (isQuestionAbout(sentence) || isHypothetical(sentence));
    for (const concept of CONCEPTS) {
      if (concept.custom) {
        const finding = concept.custom(sentence, general);
        if (finding === 'urgent') urgent.add(concept.id);
        else if (finding === 'mentioned') mentioned.add(concept.id);
        continue;
      }
      if (!found(concept, sentence)) continue;
      // Self-harm always gets the crisis line, however it is phrased.
      if (general && concept.id !== 'self-harm') mentioned.add(concept.id);
      else urgent.add(concept.id);
    }
  }
  for (const id of urgent) mentioned.delete(id);
  return { urgent: [...urgent], mentioned: [...mentioned] };
}
