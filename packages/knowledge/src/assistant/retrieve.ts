import MiniSearch from 'minisearch';
import { foldText, isStopWord, stemWord } from '../text.ts';
import { earlierUserTurns, personalFrom } from './context.ts';
import { chatCorpus } from './passages/index.ts';
import type { AssistantContext, ChatRecord, Passage, Topic } from './types.ts';

// BM25 (MiniSearch) over the chat corpus, plus an exact-phrase layer on the
// records' names and keywords, and light intent weighting. Follow-ups such as
// "what about brie?" borrow the words of her earlier messages.

// Chat filler on top of the food search's stop words.
const CHAT_STOP_WORDS = new Set(
  (
    'please tell know would will get got take taking took any anything some more most all just like still if so this ' +
    'that these those there than from at by as was were been has had did why which who where your our they them he ' +
    'she her his their but not no yes too very really also much lot lots need want thing things something okay fine ' +
    'normal bad good right now today time times day days feel feeling felt think hi hello hey thanks thank bloom ' +
    'question questions wondering wonder help advice ask asking pls u ur im ive id should could might may going go ' +
    'same then else one two use used using way ways idea'
  ).split(' '),
);

function processTerm(term: string): string | null {
  if (term === '' || isStopWord(term) || CHAT_STOP_WORDS.has(term)) return null;
  return stemWord(term);
}

/** Stemmed words without stop words; the filler is dropped before stemming ("this" is not "thi"). */
function contentTokens(text: string): string[] {
  return foldText(text)
    .split(' ')
    .map(processTerm)
    .filter((token): token is string => token !== null);
}

/** The distinct processed words of a text that can carry its meaning (no stop words, no bare numbers). */
function queryTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const token of foldText(text).split(' ')) {
    const term = processTerm(token);
    if (term !== null && !/^\d+$/.test(term)) terms.add(term);
  }
  return [...terms];
}

/** "developing" and "development", "cramping" and "cramps" share a root; "brand" and "brandy" do not. */
function rootOf(term: string): string {
  const root = term.replace(/(?:ations?|ments?|ing|ed|ers?|ly)$/, '');
  return root.length >= 4 ? root : term;
}

interface Index {
  search: MiniSearch<ChatRecord>;
  /** Record id -> the processed terms of its title, keywords, text and points, and their roots. */
  terms: Map<string, Set<string>>;
  /** Every term and root of the corpus. */
  vocabulary: Set<string>;
  /** Phrase key of a title or keyword -> ids of the records that carry it. */
  phrases: Map<string, string[]>;
  longestPhrase: number;
  byId: Map<string, ChatRecord>;
}

let cached: Index | undefined;

function buildIndex(): Index {
  const search = new MiniSearch<ChatRecord>({
    fields: ['title', 'keywords', 'text'],
    extractField: (record, field) => {
      if (field === 'keywords') return record.keywords.join(' | ');
      if (field === 'text') return [record.text, ...(record.points ?? [])].join(' ');
      if (field === 'title') return record.title;
      return record.id;
    },
    tokenize: (text) => foldText(text).split(' '),
    processTerm,
    searchOptions: {
      boost: { keywords: 3, title: 2, text: 0.6 },
      fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 6 ? 1 : false),
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
      bm25: { k: 1.2, b: 0.5, d: 0.5 },
    },
  });
  search.addAll([...chatCorpus]);

  const phrases = new Map<string, string[]>();
  let longestPhrase = 1;
  for (const record of chatCorpus) {
    const names = [record.title.replace(/:.*$/, ''), ...record.keywords];
    for (const key of new Set(names.map((name) => contentTokens(name).join(' ')))) {
      if (key === '') continue;
      const ids = phrases.get(key) ?? [];
      ids.push(record.id);
      phrases.set(key, ids);
      longestPhrase = Math.max(longestPhrase, key.split(' ').length);
    }
  }
  const terms = new Map<string, Set<string>>();
  const vocabulary = new Set<string>();
  for (const record of chatCorpus) {
    const set = new Set<string>();
    for (const term of queryTerms(
      [record.title, ...record.keywords, record.text, ...(record.points ?? [])].join(' '),
    )) {
      set.add(term);
      set.add(rootOf(term));
    }
    for (const term of set) vocabulary.add(term);
    terms.set(record.id, set);
  }
  return {
    search,
    terms,
    vocabulary,
    phrases,
    longestPhrase,
    byId: new Map(chatCorpus.map((record) => [record.id, record])),
  };
}

function getIndex(): Index {
  cached ??= buildIndex();
  return cached;
}

export interface Scored {
  record: ChatRecord;
  score: number;
  /** Matched a name or keyword phrase, or a word of its title or keywords: not only body text. */
  strong: boolean;
}

const PHRASE_BONUS = 6;

/** Records whose name or keyword phrase appears word for word in the text (longest phrases first). */
function phraseHits(index: Index, text: string): Map<string, number> {
  const tokens = contentTokens(text);
  const hits = new Map<string, number>();
  const used = new Array<boolean>(tokens.length).fill(false);
  for (let size = Math.min(index.longestPhrase, tokens.length); size >= 1; size--) {
    for (let start = 0; start + size <= tokens.length; start++) {
      if (used.slice(start, start + size).some(Boolean)) continue;
      const ids = index.phrases.get(tokens.slice(start, start + size).join(' '));
      if (ids === undefined) continue;
      // Rarer phrases say more: a word shared by many records earns less.
      const weight = size / Math.sqrt(ids.length);
      for (const id of ids) hits.set(id, (hits.get(id) ?? 0) + weight);
      for (let i = start; i < start + size; i++) used[i] = true;
    }
  }
  return hits;
}

function scoreText(index: Index, text: string): Map<string, Scored> {
  const scored = new Map<string, Scored>();
  const query = text.slice(0, 500);
  if (contentTokens(query).length === 0) return scored;
  for (const result of index.search.search(query)) {
    const record = index.byId.get(String(result.id));
    if (record === undefined) continue;
    const strong = Object.values(result.match).some(
      (fields) => fields.includes('title') || fields.includes('keywords'),
    );
    scored.set(record.id, { record, score: result.score, strong });
  }
  for (const [id, weight] of phraseHits(index, query)) {
    const record = index.byId.get(id);
    if (record === undefined) continue;
    const entry = scored.get(id) ?? { record, score: 0, strong: false };
    entry.score += PHRASE_BONUS * weight;
    entry.strong = true;
    scored.set(id, entry);
  }
  return scored;
}

// ---------------------------------------------------------------- intent

const APP_INTENT =
  /\b(?:app|bloom|how do i|how can i|how to|where do i|where can i|where is|wheres|button|page|screen|tab|settings|profile|account|log|logging|track|tracking|export|delete|redeem|sync|scan|scanner|upload|dashboard|calendar|book|booking|find a|chat limit|session limit|limit (?:on|of) (?:chats?|messages?|sessions?)|tokens?|promo|password)\b/;
const MEDICATION_INTENT =
  /\b(?:take|taking|took|medicine|medicines|medication|medications|meds|pill|pills|tablet|tablets|drug|drugs|prescri\w*|pharmac\w*|dose|dosage|otc|over the counter|painkillers?|antibiotics?)\b/;
const FOOD_INTENT = /\b(?:eat|eating|ate|food|foods|drink|drinking|snack|meal|meals|cook|cooked|raw|diet)\b/;
/** Her own temperature ("my temp is 99"), not a fridge's or a roast's. */
const BODY_TEMPERATURE =
  /\b(?:my|body|her|running a) (?:temp|temps|temperature)\b|\bthermometer (?:says|said|reads|read|shows|showed)\b/;

// Topics that only qualify a question ("... in the third trimester?") rather than being its subject.
const MODIFIER_TOPICS = new Set<Topic>(['weekly']);

function topicWeight(topic: Topic, folded: string): number {
  const app = APP_INTENT.test(folded);
  switch (topic) {
    case 'app':
      return app ? 1.6 : 0.5;
    case 'medication':
      return MEDICATION_INTENT.test(folded) ? 1.3 : 1;
    case 'food':
      if (BODY_TEMPERATURE.test(folded) && !FOOD_INTENT.test(folded)) return 0.2;
      return FOOD_INTENT.test(folded) ? 1.15 : 1;
    default:
      return app ? 0.8 : 1;
  }
}

function hasSubject(scores: Map<string, Scored>): boolean {
  return [...scores.values()].some((entry) => entry.strong && !MODIFIER_TOPICS.has(entry.record.topic));
}

// ---------------------------------------------------------------- follow-ups

const FOLLOW_UP_OPENING =
  /^(?:and|also|but|so|ok|okay|what about|how about|what if|same for|same with|is that|is it|are they|does that|does it|and if|then|hmm|really|even|or|which ones?|how much|how many|how often|when)\b/;
const PRONOUN = /\b(?:it|that|this|those|them|they|these|one|ones)\b/;

/** Opens by pointing back at the earlier message: "and …?", "what about …?". */
export function continuesEarlier(message: string): boolean {
  return /^(?:and|or|also|what about|how about|same for|same with)\b/.test(foldText(message));
}

export function isFollowUp(message: string): boolean {
  const folded = foldText(message);
  const words = contentTokens(message).length;
  return words <= 2 || FOLLOW_UP_OPENING.test(folded) || (PRONOUN.test(folded) && words <= 5);
}

// ---------------------------------------------------------------- relevance

/**
 * Records that share enough of a text's own words to be about it: a whole name or
 * keyword phrase, two of its words, or at least half of them. A passage that only
 * shares a loose word ("sleep" for "get my toddler to sleep through the night",
 * "bowl" for "super bowl") or a near spelling ("brand" for brandy) is not an answer.
 */
function relevantIds(index: Index, text: string, candidates: Iterable<string>): Set<string> {
  const terms = queryTerms(text);
  const phrased = phraseHits(index, text);
  const relevant = new Set<string>();
  for (const id of candidates) {
    if (phrased.has(id)) {
      relevant.add(id);
      continue;
    }
    const own = index.terms.get(id);
    if (own === undefined) continue;
    const shared = terms.filter((term) => own.has(term) || own.has(rootOf(term))).length;
    if (shared >= 2 || (shared >= 1 && shared * 2 >= terms.length)) relevant.add(id);
  }
  return relevant;
}

/** True when every word of the text is one the corpus uses ("what about brie?", not "tell me a joke"). */
function knownWords(index: Index, text: string): boolean {
  return queryTerms(text).every((term) => index.vocabulary.has(term) || index.vocabulary.has(rootOf(term)));
}

// ---------------------------------------------------------------- her week

export const WEEKLY_INTENT =
  /\b(?:this week|my week|what week|week by week|weekly|what to expect|what should i (?:know|expect|do|be doing)|whats (?:happening|new|coming)|what happens|baby (?:development|developing|growth)|how is (?:my )?baby|how big|trimester|weeks? (?:pregnant|along)|coming up|milestones?)\b/;
/** Words that only say "tell me about my week": a message made of these is a question about her week. */
const WEEKLY_WORDS = new Set(
  (
    'what whats week weeks wk wks happening happen happens new coming come up next soon now expect expecting know do ' +
    'doing should baby babies babys development developing develop grow growing growth big size how is my me this ' +
    'for stage stages milestone milestones along pregnant pregnancy tell about going on the in at am im i hi hey ' +
    'hello bloom so and ok okay please anything'
  ).split(' '),
);
export const DEVELOPMENT =
  /\b(?:baby (?:development|developing|growth|growing)|babys (?:development|growth)|how (?:is|big is) (?:my |the )?baby|baby (?:is|be) (?:developing|growing))\b/;
const TRIMESTER_IDS = ['trimester-first', 'trimester-second', 'trimester-third'];

/** "What’s happening this week?", "how is my baby developing?": nothing but a question about her week. */
export function isWeeklyQuestion(folded: string): boolean {
  const words = folded.split(' ').filter((word) => word !== '' && !/^\d+$/.test(word));
  return WEEKLY_INTENT.test(folded) && words.length > 0 && words.every((word) => WEEKLY_WORDS.has(word));
}

// ---------------------------------------------------------------- public API

const RELATIVE_CUTOFF = 0.3;

/** "What can you do?", "who are you?": about the assistant itself, in words the search drops as filler. */
const ABOUT_ASSISTANT =
  /^(?:(?:so|and|ok|okay|hi|hey|hello|bloom)\s+)*(?:what (?:else )?(?:can|do|could) you (?:do|help(?: me)?(?: with)?|answer|know(?: about)?)|what are you|who are you|what is bloom|whats bloom|what does bloom do|how (?:can|could) you help(?: me)?|how do you work|what (?:can|should) i ask(?: you)?|what kind of questions(?: can i ask)?|are you (?:a |an )?(?:doctor|nurse|bot|robot|real person|person|human|ai|real))(?:\s+(?:bloom|exactly|for me|here|then))*$/;
const ABOUT_ASSISTANT_ID = 'app-about-bloom';
/**
 * Food for an animal ("best dog food?", "is this cat food ok for my puppy"): the food-safety
 * passages share its words (hot dogs, food) but none is about it. Cat litter is still hers to ask.
 */
const ANIMAL_FOOD =
  /\b(?:dog|dogs|cat|cats|puppy|puppies|kitten|kittens|pet|pets|hamster|rabbit)s? (?:food|foods|treats?|kibble|chow)\b/;
/** Weight of a record that only qualifies the subject of her earlier message ("and in the third trimester?"). */
const MODIFIER_OF_EARLIER = 0.25;
const MODIFIER_WITH_SUBJECT = 0.4;

/**
 * Ranked records for a message: her words first, her earlier messages for
 * follow-ups, then intent and timing weights. Only records with a strong match
 * that share enough of her words are returned, so an empty list means the
 * corpus has nothing on it.
 */
export function rankRecords(message: string, ctx: AssistantContext, limit = 3): Scored[] {
  const index = getIndex();
  const text = typeof message === 'string' ? message : '';
  const folded = foldText(text);

  const about = ABOUT_ASSISTANT.test(folded) ? index.byId.get(ABOUT_ASSISTANT_ID) : undefined;
  if (about !== undefined) return limit > 0 ? [{ record: about, score: 1, strong: true }] : [];
  if (ANIMAL_FOOD.test(folded)) return [];
  // A question about her week is answered by her trimester's passage (all three when her week is unknown).
  if (isWeeklyQuestion(folded)) {
    const { trimester } = personalFrom(text, ctx);
    return (trimester === null ? TRIMESTER_IDS : [TRIMESTER_IDS[trimester - 1] ?? ''])
      .map((id) => index.byId.get(id))
      .filter((record): record is ChatRecord => record !== undefined)
      .map((record) => ({ record, score: 1, strong: true }))
      .slice(0, Math.max(0, limit));
  }

  const current = scoreText(index, text);
  const combined = new Map<string, Scored>();
  for (const [id, entry] of current) combined.set(id, { ...entry });

  const earlier = isFollowUp(text) ? earlierUserTurns(text, ctx.history).slice(0, 2) : [];
  const ownSubject = hasSubject(current);
  earlier.forEach((turn, age) => {
    const factor = (ownSubject ? 0.35 : 1) * (age === 0 ? 1 : 0.5);
    for (const [id, entry] of scoreText(index, turn)) {
      const target = combined.get(id) ?? { record: entry.record, score: 0, strong: false };
      target.score += factor * entry.score;
      target.strong ||= entry.strong;
      combined.set(id, target);
    }
  });

  const relevant = relevantIds(index, text, combined.keys());
  const ownTopic = [...current.values()].some(
    (entry) => entry.strong && relevant.has(entry.record.id) && !MODIFIER_TOPICS.has(entry.record.topic),
  );
  // Her earlier words count when the new message has no subject of its own ("how much of it can I eat?",
  // "and in the third trimester?") and brings no word the corpus doesn't know ("tell me a joke").
  if (earlier.length > 0 && !ownTopic && knownWords(index, text)) {
    for (const turn of earlier) for (const id of relevantIds(index, turn, combined.keys())) relevant.add(id);
  }

  // A follow-up keeps the intent of the message it follows ("how do I log a symptom?" then "and my mood?").
  const intent = earlier[0] === undefined ? folded : `${folded} ${foldText(earlier[0])}`;
  const subject = hasSubject(combined);
  const modifierWeight = !ownSubject && earlier.length > 0 ? MODIFIER_OF_EARLIER : MODIFIER_WITH_SUBJECT;
  const ranked = [...combined.values()]
    .filter((entry) => entry.strong && relevant.has(entry.record.id))
    .map((entry) => {
      let score = entry.score * topicWeight(entry.record.topic, intent);
      if (subject && MODIFIER_TOPICS.has(entry.record.topic)) score *= modifierWeight;
      return { ...entry, score };
    })
    .sort((a, b) => b.score - a.score || a.record.id.localeCompare(b.record.id));

  const top = ranked[0]?.score ?? 0;
  return ranked.filter((entry) => entry.score >= top * RELATIVE_CUTOFF).slice(0, Math.max(0, limit));
}

export function toPassage(record: ChatRecord): Passage {
  return { id: record.id, title: record.title, text: record.text, topic: record.topic, source: record.source };
}

/** The passages that best answer a message; follow-ups use the conversation's earlier messages. */
export function retrieve(message: string, ctx: AssistantContext, limit = 3): Passage[] {
  return rankRecords(message, ctx, limit).map((entry) => toPassage(entry.record));
}
