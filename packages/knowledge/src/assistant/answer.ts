import { TRIMESTER_RANGES, type Trimester } from '@bloom/pregnancy';
import { foldText, searchTokens } from '../text.ts';
import { earlierUserTurns, personalFrom, TRIMESTER_NAMES, type Personal } from './context.ts';
import { getChatRecord } from './passages/index.ts';
import { continuesEarlier, DEVELOPMENT, isWeeklyQuestion, rankRecords, toPassage, WEEKLY_INTENT } from './retrieve.ts';
import { CDC_HEAR_HER } from './sources.ts';
import { CDC_HEAR_HER_ES } from '../spanish/sources.ts';
import { assessFor, URGENT_SIGNS, urgentReply, type Assessment, type SignId } from './triage.ts';
import type { AnswerResult, AssistantContext, ChatRecord, SourceRef, Topic } from './types.ts';

// Composes the built-in engine's reply: triage first, then small talk, then a
// short, warm answer built only from retrieved passages, personalised to her
// week, ending with its sources as links. It never adds a dose or a diagnosis
// of its own: every number in a reply comes from a record's text.

const MAX_MESSAGE = 2000;
const SECONDARY_CUTOFF = 0.45;

const GREETING =
  /^(?:hi+|hello|hey+|heya|hiya|howdy|hallo|good (?:morning|afternoon|evening|day)|greetings|yo|morning|evening)\b/;
const THANKS =
  /^(?:thanks?|thank you|thankyou|thx|ty|cheers|much appreciated|appreciate it|ok thanks|okay thanks|great thanks)\b/;
const BYE = /^(?:bye|goodbye|good night|goodnight|see you|see ya|talk later|ttyl)\b/;
const SMALL_TALK_WORDS = new Set(
  'hi hii hello hey heya hiya howdy hallo good morning afternoon evening day greetings yo there thanks thank thankyou thx ty cheers much appreciated appreciate bye goodbye night goodnight see ya later talk ttyl you bloom ok okay great so lot how are doing whats up sup nice to meet again'.split(
    ' ',
  ),
);

const DOSE_INTENT =
  /\b(?:how (?:much|many)|dose|doses|dosage|mg|milligrams?|how often can i|maximum|max|mcg|ml|tablets? a day|pills? a day)\b/;
const DIAGNOSIS_INTENT =
  /\b(?:do i have|have i got|could i have|might i have|is (?:it|this|that) (?:a |an )?(?:sign|symptom)|am i (?:having|getting|sick)|what(?:s| is) wrong with me|diagnos\w*|is something wrong)\b/;

const INTRO: Record<Topic, string> = {
  urgent: 'Thank you for checking on this. Here’s what CDC says.',
  food: 'Good question! Here’s what the food-safety guidance says.',
  nutrition: 'Good question! Here’s what the guidance says.',
  medication: 'Smart to check before taking anything. Here’s the general guidance; it isn’t a personal dose.',
  vaccine: 'Here’s what the vaccine guidance says.',
  weekly: 'Here’s what’s timely for you.',
  discomfort: 'Sorry you’re dealing with that. Here’s what the guidance says.',
  'mental-health': 'I’m really glad you reached out, and I’m here for you.',
  labor: 'Here’s what to watch for.',
  safety: 'Good question! Here’s what the guidance says.',
  app: 'Here’s how to do that in BLOOM.',
};

const CLOSING: Record<Topic, string> = {
  urgent: 'If something feels wrong, trust yourself and call: your provider would rather hear from you.',
  food: 'If a label or a dish leaves you unsure, it’s fine to skip it and ask your provider.',
  nutrition: 'Your provider can tailor this to you.',
  medication: 'Your provider or pharmacist can tell you what is right for you.',
  vaccine: 'Your provider can tell you which vaccines are due for you.',
  weekly: 'Your provider knows your history best, so bring your questions to your next visit.',
  discomfort: 'If it gets worse or worries you, call your provider.',
  'mental-health': 'Please tell your provider how you’re feeling; you deserve support.',
  labor: 'When in doubt, call your provider or labor and delivery.',
  safety: 'Your provider can tell you what fits your pregnancy.',
  app: '',
};

const DONT_KNOW =
  'I don’t know the answer to that one, and I’d rather not guess: BLOOM has no checked source on it. Your provider is the best person to ask, at your next visit or with a call to their office.';
const SCOPE =
  'I can help with food safety, medicines, vaccines, warning signs, your week of pregnancy and finding your way around BLOOM.';

function hello(personal: Personal): string {
  return personal.name ? `Hi ${personal.name}!` : 'Hi!';
}

function trimesterSpan(trimester: Trimester): string {
  const range = TRIMESTER_RANGES[trimester];
  return `weeks ${range.start} to ${range.end}`;
}

function whereSheIs(personal: Personal): string | null {
  if (personal.week !== null && personal.trimester !== null) {
    // A week she asks about is not announced as hers.
    if (personal.weekAsked) return `Week ${personal.week} is in the ${TRIMESTER_NAMES[personal.trimester]} trimester.`;
    return `You’re at week ${personal.week}, in your ${TRIMESTER_NAMES[personal.trimester]} trimester.`;
  }
  if (personal.trimester !== null) {
    return `You asked about the ${TRIMESTER_NAMES[personal.trimester]} trimester (${trimesterSpan(personal.trimester)}).`;
  }
  return null;
}

/**
 * The opening words of a health answer. The first answer in a conversation may begin with 'Good
 * question!'; later ones go straight to the guidance, so the same cheer does not open every reply
 * (issue 33).
 */
function introFor(topic: Topic, answeredBefore: boolean): string {
  return answeredBefore ? INTRO[topic].replace(/^Good question! /, '') : INTRO[topic];
}

/**
 * Whether BLOOM has already answered in this conversation: then her week, which she knows and
 * BLOOM has said, is not announced again ('You’re at week 22 …' at most once per conversation,
 * issue 33), unless her message names a week of its own.
 */
function hasAnswered(ctx: AssistantContext): boolean {
  return ctx.history.some((turn) => turn != null && turn.role === 'assistant');
}

function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text);
  return match ? match[0] : text;
}

function uniqueSources(records: ChatRecord[]): SourceRef[] {
  const seen = new Map<string, SourceRef>();
  for (const record of records) if (!seen.has(record.source.url)) seen.set(record.source.url, record.source);
  return [...seen.values()];
}

function sourceLinks(records: ChatRecord[]): string {
  const sources = uniqueSources(records);
  const health = sources.filter((source) => source.organization !== 'BLOOM');
  const app = sources.filter((source) => source.organization === 'BLOOM');
  const parts: string[] = [];
  if (health.length > 0) {
    parts.push(
      [
        '**Sources**',
        ...health.map((s) => `- [${s.organization}: ${s.title}](${s.url}) (reviewed ${s.reviewed})`),
      ].join('\n'),
    );
  }
  if (app.length > 0) parts.push(`**In the app:** ${app.map((s) => `[${s.title}](${s.url})`).join(' · ')}`);
  return parts.join('\n\n');
}

function result(reply: string, records: ChatRecord[]): AnswerResult {
  return { reply, urgent: false, sources: uniqueSources(records), passages: records.map(toPassage) };
}

function block(record: ChatRecord): string {
  const lines = [`**${record.title}**`, record.text];
  const points = record.points ?? [];
  return points.length > 0 ? `${lines.join('\n')}\n\n${points.map((p) => `- ${p}`).join('\n')}` : lines.join('\n');
}

function weekNote(record: ChatRecord, personal: Personal): string | null {
  if (personal.week !== null) return record.forWeek?.(personal.week) ?? null;
  if (personal.trimester !== null) return record.forTrimester?.(personal.trimester) ?? null;
  return null;
}

// ---------------------------------------------------------------- small talk

function isSmallTalk(folded: string): boolean {
  const words = folded.split(' ').filter((word) => word !== '');
  // "How much?" after a question is a follow-up, not a greeting.
  if (DOSE_INTENT.test(folded)) return false;
  return words.length > 0 && words.length <= 8 && words.every((word) => SMALL_TALK_WORDS.has(word));
}

function smallTalk(folded: string, personal: Personal): AnswerResult {
  if (THANKS.test(folded)) {
    return result(
      `You’re very welcome${personal.name ? `, ${personal.name}` : ''}! I’m here whenever another question comes up. Take good care of yourself.`,
      [],
    );
  }
  if (BYE.test(folded)) {
    return result('Take care, and come back any time. Wishing you a calm, healthy day!', []);
  }
  const where = whereSheIs(personal);
  return result(
    [
      `${hello(personal)} I’m BLOOM, your pregnancy companion.${where ? ` ${where}` : ''}`,
      `${SCOPE} What’s on your mind today?`,
    ].join('\n\n'),
    [],
  );
}

// ---------------------------------------------------------------- weekly

const TIMED_IDS = ['med-folic-acid', 'med-nsaids', 'vaccine-flu', 'vaccine-tdap', 'vaccine-rsv', 'labor-signs'];
const SOON = 4;

function timedFor(week: number): ChatRecord[] {
  return TIMED_IDS.map((id) => getChatRecord(id)).filter((record): record is ChatRecord => {
    if (record?.weeks === undefined) return false;
    if (record.id === 'labor-signs') return week >= 32;
    return week >= record.weeks.from - SOON && week <= record.weeks.to;
  });
}

function trimesterRecord(trimester: Trimester): ChatRecord | undefined {
  return getChatRecord(['trimester-first', 'trimester-second', 'trimester-third'][trimester - 1] ?? '');
}

/** For "how is my baby developing?": the chat has no checked week-by-week growth facts, but the Learn hub does. */
function developmentPointer(): { line: string; record: ChatRecord } | null {
  const record = getChatRecord('app-education');
  if (record === undefined) return null;
  return {
    line: 'I don’t have checked week-by-week details of how your baby is growing, so I won’t guess. The [Learn hub](/education) has articles on your baby’s development that you can filter by week.',
    record,
  };
}

function weeklyAnswer(personal: Personal, greet: boolean, development = false, answeredBefore = false): AnswerResult {
  const opener = greet ? `${hello(personal)} ` : '';
  const pointer = development ? developmentPointer() : null;
  if (personal.trimester === null) {
    const profile = getChatRecord('app-profile');
    const trimesters = [1, 2, 3].map((t) => trimesterRecord(t as Trimester)).filter((r) => r !== undefined);
    const records = [...trimesters, ...(profile ? [profile] : []), ...(pointer ? [pointer.record] : [])];
    const reply = [
      `${opener}I don’t know your week yet. Add how many weeks pregnant you are in [Profile Settings](/profile) and I can tailor this to you. Meanwhile, here’s the headline for each trimester:`,
      trimesters.map((r) => `- **${r.title}:** ${firstSentence(r.text)}`).join('\n'),
      ...(pointer ? [pointer.line] : []),
      sourceLinks(records),
    ].join('\n\n');
    return result(reply, records);
  }
  const main = trimesterRecord(personal.trimester);
  const timed = personal.week === null ? [] : timedFor(personal.week);
  const records = [...(main ? [main] : []), ...timed, ...(pointer ? [pointer.record] : [])];
  const bullets = timed.map((record) => {
    const note = weekNote(record, personal) ?? firstSentence(record.text);
    return `- **${record.title}:** ${note}`;
  });
  // Later in a conversation the week is named once, in passing, instead of the opener again.
  const lead =
    answeredBefore && !personal.fromMessage && personal.week !== null
      ? `Here’s what’s timely for week ${personal.week}.`
      : `${whereSheIs(personal) ?? ''} ${INTRO.weekly}`.trim();
  const parts = [`${opener}${lead}`];
  if (main) parts.push(block(main));
  if (bullets.length > 0) parts.push(`**Coming up around your week**\n${bullets.join('\n')}`);
  if (pointer) parts.push(pointer.line);
  parts.push(CLOSING.weekly, sourceLinks(records));
  return result(parts.join('\n\n'), records);
}

// ---------------------------------------------------------------- the answer

function urgentAnswer(signs: SignId[], ctx: AssistantContext, message: string): AnswerResult {
  const selfHarm = signs.includes('self-harm');
  const reply = urgentReply({ urgent: true, signs, selfHarm }, ctx, message);
  const records = [...new Set(signs.map((id) => URGENT_SIGNS[id].passageId))]
    .map((id) => getChatRecord(id))
    .filter((record): record is ChatRecord => record !== undefined);
  // A card in Spanish cites the Spanish page of CDC's campaign it is written from (issue 35).
  const source = reply.includes(CDC_HEAR_HER_ES.url) ? CDC_HEAR_HER_ES : CDC_HEAR_HER;
  return { reply, urgent: true, sources: [source], passages: records.map(toPassage) };
}

/** Talk of a medicine ("can I take X?"), not of taking a bath or a nap. */
const MEDICINE_TALK =
  /\b(?:(?:take|taking)\b(?! (?:a |an |the |my )?(?:bath|baths|shower|showers|nap|naps|walk|walks|flight|plane|trip|break|class|classes|test|vacation|holiday|day off|picture|photo))|medicine|medication|meds|pill|pills|drug|prescri\w*|tablets?|mg)\b/;

function unknownAnswer(
  text: string,
  folded: string,
  ctx: AssistantContext,
  personal: Personal,
  greet: boolean,
): AnswerResult {
  const opener = greet ? `${hello(personal)} ` : '';
  // "What about Zoloft?" after "can I take Tylenol?" is still about a medicine.
  const earlier = continuesEarlier(text) ? (earlierUserTurns(text, ctx.history)[0] ?? '') : '';
  if (MEDICINE_TALK.test(folded) || MEDICINE_TALK.test(foldText(earlier))) {
    const record = getChatRecord('med-prescribed');
    if (record) {
      const reply = [
        `${opener}I don’t know enough about that medicine to say whether it’s safe in pregnancy: BLOOM has no checked record on it, and I’d rather not guess.`,
        block(record),
        CLOSING.medication,
        sourceLinks([record]),
      ].join('\n\n');
      return result(reply, [record]);
    }
  }
  return result(`${opener}${DONT_KNOW}\n\n${SCOPE}`, []);
}

/**
 * The built-in grounded engine: one reply for one message, with the passages and sources it used.
 * `found`: `assess(message)` if the caller already has it (used only when the message needs no trimming).
 */
export function answer(message: string, ctx: AssistantContext, found?: Assessment): AnswerResult {
  const text = typeof message === 'string' ? message.trim().slice(0, MAX_MESSAGE) : '';
  const context: AssistantContext = {
    history: Array.isArray(ctx?.history) ? ctx.history : [],
    week: typeof ctx?.week === 'number' ? ctx.week : null,
    firstName: ctx?.firstName ?? null,
    isPregnant: typeof ctx?.isPregnant === 'boolean' ? ctx.isPregnant : null,
    ...(ctx?.locale === 'es' ? { locale: 'es' as const } : {}),
  };

  const assessment = assessFor(text, context, text === message ? found : undefined);
  if (assessment.urgent.length > 0) return urgentAnswer(assessment.urgent, context, text);

  const personal = personalFrom(text, context);
  const folded = foldText(text);
  if (folded === '' || isSmallTalk(folded)) return smallTalk(folded, personal);

  const greet = GREETING.test(folded) || (context.history.length === 0 && personal.name !== null);
  const answeredBefore = hasAnswered(context);
  const ranked = rankRecords(text, context, 3);
  const top = ranked[0];

  if (WEEKLY_INTENT.test(folded) && (top === undefined || top.record.topic === 'weekly' || isWeeklyQuestion(folded))) {
    return weeklyAnswer(personal, greet, DEVELOPMENT.test(folded), answeredBefore);
  }
  if (top === undefined) {
    if (weekOnly(text)) return weeklyAnswer(personal, greet, false, answeredBefore);
    return unknownAnswer(text, folded, context, personal, greet);
  }

  const main = top.record;
  const secondary = ranked
    .slice(1)
    .filter((entry) => entry.score >= top.score * SECONDARY_CUTOFF)
    .filter((entry) => (main.topic === 'app') === (entry.record.topic === 'app'))
    .slice(0, 2)
    .map((entry) => entry.record);

  // A general question about a warning sign ("is bleeding normal?") also gets when to call.
  const callRecords = assessment.mentioned
    .map((id) => getChatRecord(URGENT_SIGNS[id].passageId))
    .filter((record): record is ChatRecord => record !== undefined)
    .filter((record) => record.id !== main.id && !secondary.includes(record))
    .slice(0, 2);

  const records = [main, ...secondary, ...callRecords];
  const parts: string[] = [];
  // Her week opens the first health answer, unless the week is only the one she asks about; later
  // answers say it again only when her message names a week.
  const repeatsWeek = answeredBefore && !personal.fromMessage;
  const where = main.topic === 'app' || personal.weekAsked || repeatsWeek ? null : whereSheIs(personal);
  const intro = main.id === 'app-about-bloom' ? '' : introFor(main.topic, answeredBefore);
  const opening = [greet ? hello(personal) : '', where ?? '', intro].filter((s) => s !== '').join(' ');
  if (opening !== '') parts.push(opening);
  if (DIAGNOSIS_INTENT.test(folded)) {
    parts.push(
      'I can’t tell whether something is wrong or name a condition: only your provider can do that after checking you.',
    );
  }
  parts.push(main.topic === 'app' ? main.text : block(main));
  const note = weekNote(main, personal);
  if (note !== null) parts.push(`_${note}_`);
  if (DOSE_INTENT.test(folded) && (main.topic === 'medication' || secondary.some((r) => r.topic === 'medication'))) {
    parts.push(
      'I can’t suggest an amount for you: the right dose depends on you. Follow the label or your prescription, and ask your provider or pharmacist.',
    );
  }
  for (const record of secondary) {
    parts.push(record.topic === 'app' ? record.text : `**${record.title}.** ${firstSentence(record.text)}`);
  }
  for (const record of callRecords) parts.push(`**When to call:** ${record.text}`);
  if (CLOSING[main.topic] !== '') parts.push(CLOSING[main.topic]);
  parts.push(sourceLinks(records));
  return result(parts.join('\n\n'), records);
}

/** "I'm 24 weeks" and nothing else. */
function weekOnly(text: string): boolean {
  const tokens = searchTokens(text);
  return (
    tokens.some((token) => /^\d+$/.test(token)) &&
    tokens.every((token) => /^\d+$/.test(token) || /^(?:week|wk|w|along|im)$/.test(token))
  );
}
