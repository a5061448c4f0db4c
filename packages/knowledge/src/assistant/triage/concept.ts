// What one urgent warning sign is to the matcher: its lay vocabulary (the ways people
// type it), what cancels it (negation, a past episode, another sense of the words),
// and what BLOOM says about it. One concept per file in ./concepts.

export type SignId =
  | 'headache'
  | 'dizziness'
  | 'self-harm'
  | 'vision'
  | 'fever'
  | 'swelling'
  | 'breathing'
  | 'chest'
  | 'vomiting'
  | 'belly-pain'
  | 'movement'
  | 'bleeding'
  | 'fluid'
  | 'leg'
  | 'tiredness'
  | 'seizure'
  | 'contractions';

export type Finding = 'urgent' | 'mentioned' | null;

export interface Concept {
  id: SignId;
  /** Completes "I am pregnant and I have …" in the words she can say on the phone. */
  says: string;
  /** The same for someone not pregnant describing it in himself ("I have …"). */
  saysGeneral?: string;
  /** The chat passage with the guidance for this sign. */
  passageId: string;
  /** One line of guidance under the call card. */
  guidance: string;
  /** Phrasings that report the sign, built from the concept's vocabulary (global regexes). */
  patterns: RegExp[];
  /** Words in the same clause that show the match is about something else. */
  exclude?: RegExp;
  /** The same, anywhere in the sentence ("I cut my finger and it's bleeding"). */
  excludeSentence?: RegExp;
  /** "no …", "I don't have …" before it cancel it. */
  negatable: boolean;
  /** A negation inside a phrase with a gap cancels it too ("my water hasn't broken", "face isn't swollen"). */
  innerNegation?: boolean;
  /** An explicit denial that cancels even a concept that is not negatable ("no thoughts of hurting myself"). */
  denial?: RegExp;
  /** "… is gone now", "… has stopped", "but it's better now" cancel it. */
  resolvable?: boolean;
  /** "a little …", "slightly …" cancel it (common pregnancy complaints). */
  mildExempt?: boolean;
  /** Past episodes and other people still count (self-harm: always answered with 988). */
  alwaysHers?: boolean;
  /** A matcher of its own (fever reads thermometer numbers). */
  custom?: (sentence: string, question: boolean) => Finding;
}
