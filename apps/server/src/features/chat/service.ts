import { hash } from 'node:crypto';
import {
  CHAT_CONTEXT_MESSAGES,
  CHAT_HISTORY_LIMIT,
  CHAT_LIMIT_REACHED_MESSAGE,
  CHAT_REPLY_ALREADY_SAVED_MESSAGE,
  CHAT_REPLY_NOT_ISSUED_MESSAGE,
  ErrorCode,
  type ChatMessage,
  type ChatMessageCreate,
} from '@bloom/contract';
import { assess, type Assessment, type AssistantContext } from '@bloom/knowledge';
import { currentWeek } from '@bloom/pregnancy';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { render, type RenderedAnswer } from '../../platform/etag.ts';
import type { PollCache } from '../../platform/poll-cache.ts';
import type { UsageTotals } from '../../platform/usage-totals.ts';
import { chatActions } from './actions.ts';
import type { Principal } from '../../platform/auth/session-store.ts';
import { decideSession, sessionsUsedToday, usageStatus } from './allowance.ts';
import { knownTimeZone, localDay, localTimeText, nextLocalMidnight } from '../../platform/local-day.ts';
import {
  insertMessage,
  latestMessages,
  purgeIssuedReplies,
  readChatFacts,
  readProviderPhone,
  readUsageFacts,
  recordIssuedReply,
  saveAllowance,
  saveIssuedReply,
  takeBonusToken,
  withLockedAllowance,
  type MessageRow,
} from './repo.ts';

/** Issued replies never saved are forgotten after a week (and saved ones at her next session). */
const ISSUED_REPLY_KEEP_MS = 7 * 86_400_000;

export const replyHash = (reply: string) => hash('sha256', reply, 'hex');

const toMessage = (row: MessageRow): ChatMessage => ({ ...row, timestamp: row.timestamp.toISOString() });

export type UsageFacts = NonNullable<Awaited<ReturnType<typeof readUsageFacts>>>;

/** Her usage facts as the poll cache keeps them, with the answer while it cannot change by itself. */
export interface KeptUsage {
  facts: UsageFacts | null;
  rendered?: { isAdmin: boolean; answer: RenderedAnswer };
}

/**
 * Spec §3 Usage status for the 1 Hz poll, rendered (JSON and ETag). Her facts (zone, tokens,
 * allowance row) come from `cache` when it has them, else from one indexed read; they change only
 * when she starts a session, redeems a code or edits her zone (each reports the change), and are
 * kept until her next local midnight at the latest. The answer is arithmetic on `now`: while a
 * session runs its remaining seconds change every second; otherwise it cannot change before her
 * midnight (when the kept facts end anyway), so the rendered answer is kept with them.
 */
export async function usageStatusAnswer(
  db: Db,
  principal: Principal,
  now = new Date(),
  cache?: PollCache<KeptUsage>,
): Promise<RenderedAnswer> {
  const { userId, isAdmin } = principal;
  const read = async () => {
    const facts = (await readUsageFacts(db, userId)) ?? null;
    const until = facts ? nextLocalMidnight(now, knownTimeZone(facts.timeZone)).getTime() : undefined;
    return { value: { facts } as KeptUsage, dependsOn: [userId], ...(until === undefined ? {} : { until }) };
  };
  const kept = cache ? await cache.get(userId, read, now.getTime()) : (await read()).value;
  if (!kept.facts) throw notFound();
  if (kept.rendered?.isAdmin === isAdmin) return kept.rendered.answer;
  const status = usageStatus({ ...kept.facts, isAdmin }, now);
  const answer = render(status);
  if (!status.textChat.sessionActive) kept.rendered = { isAdmin, answer };
  return answer;
}

function limitReached(timeZone: string, now: Date): AppError {
  const resetsAt = localTimeText(nextLocalMidnight(now, timeZone), timeZone);
  return new AppError(403, CHAT_LIMIT_REACHED_MESSAGE(resetsAt), ErrorCode.chatLimitReached);
}

/**
 * Lets her message through the allowance: part of a running session, the start of today's
 * session, or the start of a session paid with one bonus token; otherwise 403
 * CHAT_LIMIT_REACHED. Starting a session happens on her allowance row locked in a transaction,
 * so parallel messages (two tabs, two instances) start one session and spend at most one token.
 */
async function admitMessage(
  db: Db,
  userId: string,
  facts: { timeZone: string; allowance: Parameters<typeof decideSession>[0] },
  sessionMs: number,
  now: Date,
): Promise<boolean> {
  const today = localDay(now, facts.timeZone);
  // Fast path: a running session needs no lock and no write.
  if (decideSession(facts.allowance, today, now).kind === 'in-session') return false;
  return withLockedAllowance(db, userId, today, async (row, tx) => {
    const decision = decideSession(row, today, now);
    if (decision.kind === 'in-session') return false;
    if (decision.kind === 'start-with-token' && !(await takeBonusToken(tx, userId))) {
      throw limitReached(facts.timeZone, now);
    }
    await saveAllowance(tx, userId, {
      day: today,
      sessionsUsed: sessionsUsedToday(row, today) + 1,
      sessionStartedAt: now,
      sessionEndsAt: new Date(now.getTime() + sessionMs),
    });
    await purgeIssuedReplies(tx, userId, new Date(now.getTime() - ISSUED_REPLY_KEEP_MS));
    return true;
  });
}

/** What `triage(message)` without her context says: urgent (self-harm is one of the urgent signs). */
function isUrgent(found: Assessment): boolean {
  return found.urgent.length > 0;
}

export interface PreparedChat {
  context: AssistantContext;
  /** Her provider's phone from her profile, for the call card's "Call my provider" button. */
  providerPhone: string | null;
  /** This message started a session (spending the day's or a token): her usage status changed. */
  startedSession: boolean;
  /** The message read once by the triage matcher, for the engine's steps (decision 018). */
  assessment: Assessment;
}

/**
 * Everything before the answer: the allowance (administrators have none), her week from her
 * due date and zone (as her profile shows it), her first name, and the conversation so far from
 * her own saved history (the last CHAT_CONTEXT_MESSAGES messages). The history the client
 * sends is not used: saved assistant messages are replies BLOOM really issued to her, while a
 * client's history could put words in BLOOM's mouth. A message that triage finds urgent is
 * always answered (with the fixed urgent reply) and spends nothing: a used allowance must never
 * stand between her and "call your provider now".
 */
export async function prepareChat(
  db: Db,
  principal: Principal,
  message: string,
  sessionMs: number,
  now = new Date(),
): Promise<PreparedChat> {
  const facts = await readChatFacts(db, principal.userId, CHAT_CONTEXT_MESSAGES);
  if (!facts) throw notFound();
  const timeZone = knownTimeZone(facts.timeZone);
  const assessment = assess(message);
  const startedSession =
    !principal.isAdmin &&
    !isUrgent(assessment) &&
    (await admitMessage(db, principal.userId, { timeZone, allowance: facts.allowance }, sessionMs, now));
  return {
    context: {
      week: currentWeek(facts, now, timeZone),
      firstName: facts.firstName,
      // A partner's account: his own symptoms get no "I am pregnant" script.
      isPregnant: facts.isPregnant,
      // Her language (issue 35): the urgent card is in Spanish for her, as for a Spanish message.
      locale: principal.locale,
      history: facts.history.map(([content, isFromUser]) => ({ role: isFromUser ? 'user' : 'assistant', content })),
    },
    providerPhone: facts.providerPhone,
    startedSession,
    assessment,
  };
}

/**
 * Records a reply as issued to her (so she may save it once) and notes the chat use for
 * usage_stats, from her message's arrival (`startedAt`) to the reply, within her conversation's
 * record: written off her answer's path like every other feature's use (decision 018), so a
 * burst of her messages no longer queues on her own usage record's row lock.
 */
export async function issueReply(
  db: Db,
  usage: Pick<UsageTotals, 'note'>,
  userId: string,
  reply: string,
  now = new Date(),
  startedAt = now,
): Promise<void> {
  await recordIssuedReply(db, userId, replyHash(reply), now);
  usage.note(userId, 'text_chat', startedAt, now);
}

/** Her latest CHAT_HISTORY_LIMIT messages, oldest first; BLOOM's call cards carry their buttons. */
export async function chatHistory(db: Db, userId: string): Promise<ChatMessage[]> {
  const messages = (await latestMessages(db, userId, CHAT_HISTORY_LIMIT)).reverse().map(toMessage);
  const cards = messages.filter((m) => !m.isFromUser && chatActions(m.message, null).length > 0);
  if (cards.length === 0) return messages;
  const providerPhone = await readProviderPhone(db, userId);
  return messages.map((m) => (cards.includes(m) ? { ...m, actions: chatActions(m.message, providerPhone) } : m));
}

/**
 * Saves a message to her history (spec §4 Chat send: her text, then the reply). Her own text is
 * hers to save; an assistant message is saved only if it is a reply BLOOM issued to her and
 * not yet saved, so no one can put words in BLOOM's mouth in her history or the admin's view.
 */
export async function saveMessage(db: Db, userId: string, input: ChatMessageCreate): Promise<ChatMessage> {
  if (input.isFromUser) return toMessage(await insertMessage(db, userId, input));
  const saved = await saveIssuedReply(db, userId, replyHash(input.message), input.message);
  if (saved.kind === 'saved') return toMessage(saved.row);
  if (saved.kind === 'already-saved') {
    throw new AppError(409, CHAT_REPLY_ALREADY_SAVED_MESSAGE, ErrorCode.chatReplyAlreadySaved);
  }
  throw new AppError(403, CHAT_REPLY_NOT_ISSUED_MESSAGE, ErrorCode.chatReplyNotIssued);
}
