import { z } from 'zod';

/**
 * Chat with BLOOM (spec §2 'Chat', §3 Chat message, §7 chat calls). Schemas only: the chat
 * feature builds on them.
 */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_CONTEXT_MESSAGES = 6;
export const CHAT_EMPTY_MESSAGE = 'Type a message first';
export const CHAT_FAILURE_REPLY = "I'm having trouble connecting right now. Please try again in a moment.";

const messageText = z
  .string()
  .trim()
  .min(1, { message: CHAT_EMPTY_MESSAGE })
  .max(CHAT_MESSAGE_MAX, { message: `Messages can be at most ${CHAT_MESSAGE_MAX} characters` });

export const chatMessageSchema = z.object({
  id: z.string(),
  message: z.string(),
  isFromUser: z.boolean(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageListSchema = z.array(chatMessageSchema);

export const chatMessageCreateSchema = z.object({ message: messageText, isFromUser: z.boolean() });

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
export const chatTextResponseSchema = z.object({ reply: z.string() });

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
export const promoRedeemSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { message: PROMO_EMPTY_MESSAGE })
    .max(40, { message: 'Promo codes are at most 40 characters' })
    .transform((c) => c.toUpperCase()),
});
export const promoRedeemResponseSchema = z.object({ message: z.string(), tokensAdded: z.number().int() });
