import { personalFrom } from './context.ts';
import { CDC_HEAR_HER } from './sources.ts';
import type { SignId } from './triage/concept.ts';
import { CONCEPT_BY_ID, CONCEPTS } from './triage/concepts/index.ts';
import { assess, writtenInSpanish, type Assessment } from './triage/matcher.ts';
import { spanishUrgentReply } from './triage/es/reply.ts';
import { TELEPHONE, type AssistantContext, type Triage } from './types.ts';

// Triage of the urgent maternal warning signs (CDC "Hear Her", plus seizures and
// preterm contractions from ACOG guidance), and of thoughts of harming herself or
// the baby. It runs before anything else. Each sign is a concept with its lay
// vocabulary (triage/concepts/*.ts) read by one matcher (triage/matcher.ts) that
// handles negation, past episodes, other people, intensity and general questions.
// Decision 012 explains why it is built from the signs outward rather than from
// test sentences, and how it is measured on a held-out set.

export type { SignId } from './triage/concept.ts';
export { assess, type Assessment } from './triage/matcher.ts';
export { normalizeMessage } from './triage/normalize.ts';
export { parseTemperatures, type TemperatureReading } from './triage/concepts/fever.ts';

export interface UrgentSign {
  /** Completes "I am pregnant and I have …" in the words she can say on the phone. */
  says: string;
  /** The chat passage with the guidance for this sign. */
  passageId: string;
}

export const URGENT_SIGNS: Readonly<Record<SignId, UrgentSign>> = Object.fromEntries(
  CONCEPTS.map((concept) => [concept.id, { says: concept.says, passageId: concept.passageId }]),
) as Record<SignId, UrgentSign>;

/** Before 13 weeks no one feels the baby move, so "I can't feel the baby" is a question, not the sign. */
const MOVEMENT_FELT_FROM_WEEK = 13;

/**
 * The assessment fitted to her week (stated in the message, else her profile's). `found` is
 * `assess(message)` when the caller already has it: the server assesses a chat message once and
 * hands that to every step (decision 018), since the matcher is most of a built-in answer's work.
 */
export function assessFor(
  message: string,
  ctx?: Pick<AssistantContext, 'week' | 'firstName' | 'history'>,
  found: Assessment = assess(message),
): Assessment {
  const week = ctx
    ? personalFrom(message, { history: ctx.history ?? [], week: ctx.week, firstName: ctx.firstName ?? null }).week
    : null;
  if (week !== null && week < MOVEMENT_FELT_FROM_WEEK && found.urgent.includes('movement')) {
    return { urgent: found.urgent.filter((id) => id !== 'movement'), mentioned: [...found.mentioned, 'movement'] };
  }
  return found;
}

/** Urgent-symptom triage; runs before anything else the assistant does. */
export function triage(
  message: string,
  ctx?: Pick<AssistantContext, 'week' | 'firstName' | 'history'>,
  found?: Assessment,
): Triage {
  const { urgent } = assessFor(message, ctx, found);
  return { urgent: urgent.length > 0, signs: urgent, selfHarm: urgent.includes('self-harm') };
}

// ---------------------------------------------------------------- the reply

/** Signs only a pregnant body has: a partner describing them describes her. */
const PREGNANCY_ONLY: ReadonlySet<SignId> = new Set(['movement', 'fluid', 'contractions', 'bleeding']);
/** The message is about the pregnant partner ("my wife is bleeding", "she had a seizure"). */
const ABOUT_HER =
  /\b(?:my|our) (?:wife|wifes|girlfriend|gf|partner|partners|fiancee|fiance|spouse|baby mama|babys mother|missus)\b|(?:^|[.!?]\s*)(?:she|shes|she is|her)\b|\b(?:mi|nuestra) (?:esposa|mujer|pareja|novia|prometida)\b/i;

type Speaker = 'pregnant' | 'about-her' | 'himself';

function speakerOf(message: string, ctx: AssistantContext, signs: SignId[]): Speaker {
  if (ABOUT_HER.test(message)) return 'about-her';
  if (ctx.isPregnant === false) {
    return signs.some((id) => PREGNANCY_ONLY.has(id)) ? 'about-her' : 'himself';
  }
  return 'pregnant';
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const thirdPerson = (says: string) =>
  says
    .replace(/\bmyself\b/g, 'herself')
    .replace(/\bmy baby\b/g, 'the baby')
    .replace(/\bmy\b/g, 'her');

function script(speaker: Speaker, week: number | null, signs: SignId[]): string {
  const before37 = signs.includes('contractions') && week !== null && week < 37 ? ' — and it is before 37 weeks' : '';
  if (speaker === 'himself') {
    const says = signs.map((id) => CONCEPT_BY_ID.get(id)?.saysGeneral ?? URGENT_SIGNS[id].says);
    return `**What to say:** “I have ${says.length > 0 ? joinAnd(says) : 'an urgent symptom'}.”`;
  }
  const says = signs.map((id) => URGENT_SIGNS[id].says);
  const what = says.length > 0 ? joinAnd(says) : 'an urgent warning sign';
  if (speaker === 'about-her') {
    const who =
      week === null ? 'My partner is pregnant (or was in the past year)' : `My partner is pregnant (week ${week})`;
    return `**What to say:** “${who} and has ${thirdPerson(what)}${before37}.”`;
  }
  const who = week === null ? 'I am pregnant (or was pregnant in the past year)' : `I am pregnant (week ${week})`;
  return `**What to say:** “${who} and I have ${what}${before37}.”`;
}

/**
 * The reply to an urgent message: starts with the telephone emoji so the client shows a
 * call card. The week in the script is the one she states in the message ("at 34 weeks"),
 * else her profile's.
 */
export function urgentReply(t: Triage, ctx: AssistantContext, message = ''): string {
  const signs = t.signs.filter((id): id is SignId => id in URGENT_SIGNS);
  const speaker = speakerOf(message, ctx, signs);
  const week = speaker === 'himself' ? null : personalFrom(message, ctx).week;
  const name = ctx.firstName?.trim();
  // In Spanish when she asked in Spanish, or her profile's language is Spanish (issue 35).
  if (ctx.locale === 'es' || writtenInSpanish(message)) {
    const order = CONCEPTS.map((c) => c.id);
    return spanishUrgentReply({ signs, selfHarm: t.selfHarm, speaker, week, name, order });
  }
  const lines: string[] = [];

  if (t.selfHarm) {
    lines.push(`${TELEPHONE} Call or text 988 now, or call 911 if you might act on these thoughts`);
    lines.push(
      `${name ? `${name}, I’m` : 'I’m'} really glad you told me. What you’re feeling matters, and you deserve support right now.`,
    );
    lines.push(
      'You can call or text **988**, the Suicide & Crisis Lifeline, to talk with someone right now, day or night. If you might act on these thoughts or you are in danger, call **911**. You are not alone, and reaching out is the right thing to do.',
    );
  } else if (speaker === 'himself') {
    lines.push(`${TELEPHONE} Call 911 or your doctor now`);
    lines.push(
      `${name ? `${name}, what` : 'What'} you describe can be a sign of an emergency. Please don’t wait to see if it passes: get medical help now.`,
    );
  } else {
    lines.push(`${TELEPHONE} Call 911 or ${speaker === 'about-her' ? 'her' : 'your'} provider now`);
    lines.push(
      `${name ? `${name}, what` : 'What'} you describe can be an urgent maternal warning sign. Please don’t wait to see if it passes: get medical help now.`,
    );
  }

  lines.push(script(speaker, week, signs));
  // CDC's maternal list is the source for her signs, not for a partner's own symptoms.
  if (speaker !== 'himself') {
    const guidance = CONCEPTS.filter((c) => signs.includes(c.id)).map((c) => `- ${c.guidance}`);
    if (guidance.length > 0) lines.push(guidance.join('\n'));
    lines.push(`Source: [${CDC_HEAR_HER.organization}: ${CDC_HEAR_HER.title}](${CDC_HEAR_HER.url})`);
  }
  return lines.join('\n\n');
}
