import { z } from 'zod';

/**
 * Chat with BLOOM (spec §2 'Chat', §3 Chat message, §7 chat calls). Schemas only: the chat
 * feature builds on them.
 */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_CONTEXT_MESSAGES = 6;
export const CHAT_EMPTY_MESSAGE = 'Type a message first';
export const CHAT_MESSAGE_TOO_LONG_MESSAGE = (max: number) => `Messages can be at most ${max} characters`;
export const CHAT_FAILURE_REPLY = "I'm having trouble connecting right now. Please try again in a moment.";

const messageText = z
  .string()
  .trim()
  .min(1, { message: CHAT_EMPTY_MESSAGE })
  .max(CHAT_MESSAGE_MAX, { message: CHAT_MESSAGE_TOO_LONG_MESSAGE(CHAT_MESSAGE_MAX) });

/**
 * The buttons of an urgent call card (issue 29): real `tel:` and `sms:` links. "Call 911" on
 * every card; "Call 988" and "Text 988" (the Suicide & Crisis Lifeline) when the card is about
 * thoughts of self-harm; "Call my provider" when her profile has a provider phone.
 */
export const CHAT_ACTION_KINDS = ['call-988', 'text-988', 'call-911', 'call-provider'] as const;
export type ChatActionKind = (typeof CHAT_ACTION_KINDS)[number];
export const chatActionSchema = z.object({
  kind: z.enum(CHAT_ACTION_KINDS),
  /** The button's visible words. */
  label: z.string(),
  /** `tel:911`, `tel:988`, `sms:988` or `tel:` and her provider's number. */
  href: z.string(),
});
export type ChatAction = z.infer<typeof chatActionSchema>;
export const ChatActionLabels = {
  'call-911': 'Call 911',
  'call-988': 'Call 988',
  'text-988': 'Text 988',
  'call-provider': 'Call my provider',
  /** The caption over the two 988 buttons. */
  crisisLine: 'Call or text 988, the Suicide & Crisis Lifeline',
} as const;

/** A `tel:` link for a number as she typed it: digits, and a leading + if she gave one; null when it is no number. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 15) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** The buttons of an urgent card that is not about self-harm: "Call 911", then her provider when her profile has a phone. */
export function urgentCallActions(providerPhone: string | null | undefined): ChatAction[] {
  const provider = providerPhone ? telHref(providerPhone) : null;
  return [
    { kind: 'call-911', label: ChatActionLabels['call-911'], href: 'tel:911' },
    ...(provider ? [{ kind: 'call-provider' as const, label: ChatActionLabels['call-provider'], href: provider }] : []),
  ];
}

export const chatMessageSchema = z.object({
  id: z.string(),
  message: z.string(),
  isFromUser: z.boolean(),
  timestamp: z.string(),
  /** Only on BLOOM's urgent call cards: the buttons to show under it. */
  actions: z.array(chatActionSchema).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageListSchema = z.array(chatMessageSchema);

/** The longest reply BLOOM sends (and so the longest assistant message that can be saved). */
export const CHAT_REPLY_MAX = CHAT_MESSAGE_MAX * 4;
/** `GET /api/chat/messages` returns her latest messages up to this many, oldest first. */
export const CHAT_HISTORY_LIMIT = 200;

/**
 * `POST /api/chat/messages`: her own text (up to CHAT_MESSAGE_MAX) or a reply BLOOM issued to
 * her (up to CHAT_REPLY_MAX; the server refuses any reply it did not send her).
 */
export const chatMessageCreateSchema = z
  .object({
    message: z
      .string()
      .trim()
      .min(1, { message: CHAT_EMPTY_MESSAGE })
      .max(CHAT_REPLY_MAX, { message: CHAT_MESSAGE_TOO_LONG_MESSAGE(CHAT_REPLY_MAX) }),
    isFromUser: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.isFromUser && value.message.length > CHAT_MESSAGE_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: CHAT_MESSAGE_TOO_LONG_MESSAGE(CHAT_MESSAGE_MAX),
      });
    }
  });
export type ChatMessageCreate = z.infer<typeof chatMessageCreateSchema>;

export const chatTextRequestSchema = z.object({
  message: messageText,
  context: z
    .object({
      isFirstMessage: z.boolean(),
      conversationHistory: z
        .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(CHAT_MESSAGE_MAX * 4) }))
        .max(CHAT_CONTEXT_MESSAGES),
    })
    .optional(),
});
export type ChatTextRequest = z.infer<typeof chatTextRequestSchema>;
export const chatTextResponseSchema = z.object({
  reply: z.string(),
  /** The call card's buttons; empty for an ordinary answer. */
  actions: z.array(chatActionSchema).default([]),
});
export type ChatTextResponse = z.infer<typeof chatTextResponseSchema>;

/**
 * `POST /api/chat/text/stream` answers `text/event-stream`: `delta` events carry the next words
 * as they come, then one `done` event carries the whole reply. The `done` reply is the one to
 * show and to save (if a model failed half-way, it is the built-in engine's answer instead of
 * the words streamed so far). A refusal (limit reached, bad input) is an ordinary JSON error.
 */
export const CHAT_STREAM_EVENTS = { delta: 'delta', done: 'done' } as const;
export const chatStreamDeltaSchema = z.object({ text: z.string() });
export const chatStreamDoneSchema = chatTextResponseSchema;
export type ChatStreamDone = z.infer<typeof chatStreamDoneSchema>;

/** Spec §3 Usage status, polled every second by the usage card. */
export const usageStatusSchema = z.object({
  textChat: z.object({
    used: z.boolean(),
    sessionActive: z.boolean(),
    sessionTimeRemaining: z.number().int().min(0),
    resetTime: z.string().nullable(),
  }),
  tokens: z.object({ available: z.number().int().min(0) }),
});
export type UsageStatus = z.infer<typeof usageStatusSchema>;

export const PROMO_EMPTY_MESSAGE = 'Please enter a promo code';
export const PROMO_TOO_LONG_MESSAGE = 'Promo codes are at most 40 characters';
export const promoRedeemSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { message: PROMO_EMPTY_MESSAGE })
    .max(40, { message: PROMO_TOO_LONG_MESSAGE })
    .transform((c) => c.toUpperCase()),
});
export const promoRedeemResponseSchema = z.object({ message: z.string(), tokensAdded: z.number().int() });
export type PromoRedeemResponse = z.infer<typeof promoRedeemResponseSchema>;

// Texts of the chat allowance, saved replies and promo codes (server errors the client shows as sent).
/** 403 CHAT_LIMIT_REACHED; `resetsAt` is her local reset time, e.g. '12:00 AM'. */
export const CHAT_LIMIT_REACHED_MESSAGE = (resetsAt: string) =>
  `You have used today's chat session. It resets at ${resetsAt} — redeem a promo code for bonus sessions.`;
/** 403 CHAT_REPLY_NOT_ISSUED: an assistant message BLOOM never sent to this user. */
export const CHAT_REPLY_NOT_ISSUED_MESSAGE = 'Only replies BLOOM sent you can be saved as BLOOM messages.';
/** 409 CHAT_REPLY_ALREADY_SAVED: the same issued reply posted a second time. */
export const CHAT_REPLY_ALREADY_SAVED_MESSAGE = 'This reply from BLOOM is already saved.';

export const PROMO_UNKNOWN_MESSAGE = 'This promo code is not valid. Check the spelling and try again.';
export const PROMO_EXPIRED_MESSAGE = 'This promo code has expired.';
export const PROMO_USED_UP_MESSAGE = 'This promo code has already been fully redeemed.';
export const PROMO_ALREADY_REDEEMED_MESSAGE = 'You have already redeemed this promo code.';
/** An administrator switched the code off. */
export const PROMO_NO_LONGER_ACTIVE_MESSAGE = 'This promo code is no longer active.';
export const TOO_MANY_PROMO_ATTEMPTS_MESSAGE = 'Too many promo code attempts. Please wait 15 minutes and try again.';
export const PROMO_REDEEMED_MESSAGE = (tokens: number) =>
  `Promo code applied: ${tokens} bonus ${tokens === 1 ? 'token' : 'tokens'} added. Each one starts a new chat session.`;
