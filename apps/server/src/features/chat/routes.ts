import { Readable } from 'node:stream';
import {
  CHAT_STREAM_EVENTS,
  chatMessageCreateSchema,
  chatMessageListSchema,
  chatMessageSchema,
  chatTextRequestSchema,
  chatTextResponseSchema,
  promoRedeemResponseSchema,
  promoRedeemSchema,
  usageStatusSchema,
} from '@bloom/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendRevalidated } from '../../platform/etag.ts';
import { chatActions } from './actions.ts';
import { createChatEngine } from './engine.ts';
import { openAiLlm } from './llm.ts';
import { redeemPromo } from './promo.ts';
import { chatHistory, issueReply, prepareChat, saveMessage, usageStatusAnswer, type KeptUsage } from './service.ts';

const sseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export function chatRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { llm } = ctx.config;
  const engine = createChatEngine({
    llm: llm.baseUrl ? openAiLlm({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.model }) : null,
    timeoutMs: llm.timeoutMs,
    log: ctx.log,
  });
  const db = ctx.database.db;
  const keptUsage = ctx.pollCaches.create<KeptUsage>();
  /** Starting a session (the day's, or with a token) changes what her usage poll answers. */
  const admitted = async (userId: string, prepared: { startedSession: boolean }) => {
    if (prepared.startedSession) await ctx.pollCaches.changed(userId);
  };

  return async (app) => {
    app.post(
      '/api/chat/text',
      {
        config: { access: 'user', errors: [403] },
        schema: {
          summary: 'Ask the assistant',
          body: chatTextRequestSchema,
          response: { 200: chatTextResponseSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const startedAt = ctx.now();
        const prepared = await prepareChat(db, principal, request.body.message, ctx.config.chatSessionMs, startedAt);
        await admitted(principal.userId, prepared);
        const { context, providerPhone } = prepared;
        const reply = await engine.reply(request.body.message, context, undefined, prepared.assessment);
        await issueReply(db, ctx.usage, principal.userId, reply, ctx.now(), startedAt);
        return { reply, actions: chatActions(reply, providerPhone) };
      },
    );

    // The same answer as server-sent events: `delta` {text} pieces, then `done` {reply}.
    app.post(
      '/api/chat/text/stream',
      {
        config: { access: 'user', errors: [403] },
        schema: {
          summary: 'Ask the assistant, the answer streamed as server-sent events',
          produces: ['text/event-stream'],
          body: chatTextRequestSchema,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const startedAt = ctx.now();
        const prepared = await prepareChat(db, principal, request.body.message, ctx.config.chatSessionMs, startedAt);
        await admitted(principal.userId, prepared);
        const { context, providerPhone } = prepared;
        const gone = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) gone.abort();
        });
        const pieces = engine.stream(request.body.message, context, gone.signal, prepared.assessment);
        async function* events() {
          let next = await pieces.next();
          while (!next.done) {
            yield sseEvent(CHAT_STREAM_EVENTS.delta, { text: next.value });
            next = await pieces.next();
          }
          await issueReply(db, ctx.usage, principal.userId, next.value, ctx.now(), startedAt);
          yield sseEvent(CHAT_STREAM_EVENTS.done, {
            reply: next.value,
            actions: chatActions(next.value, providerPhone),
          });
        }
        reply.type('text/event-stream; charset=utf-8').header('x-accel-buffering', 'no');
        // A stream is piped as it is; the string schema only documents the body's type.
        return reply.send(Readable.from(events()) as unknown as string);
      },
    );

    app.get(
      '/api/chat/messages',
      { config: { access: 'user' }, schema: { summary: 'Her chat history', response: { 200: chatMessageListSchema } } },
      async (request) => chatHistory(db, principalOf(request).userId),
    );
    app.post(
      '/api/chat/messages',
      {
        config: { access: 'user', errors: [403, 409] },
        schema: {
          summary: 'Save a message of the conversation to her history',
          body: chatMessageCreateSchema,
          response: { 201: chatMessageSchema },
        },
      },
      async (request, reply) => {
        const saved = await saveMessage(db, principalOf(request).userId, request.body);
        return reply.code(201).send(saved);
      },
    );

    // Polled every second by every open app: the facts come from memory, and an unchanged answer
    // costs a 304 (the browser keeps it and revalidates with its ETag).
    app.get(
      '/api/user/usage-status',
      {
        config: { access: 'user', revalidate: true },
        schema: { summary: 'Her chat allowance today', response: { 200: usageStatusSchema } },
      },
      async (request, reply) => {
        const answer = await usageStatusAnswer(db, principalOf(request), ctx.now(), keptUsage);
        return sendRevalidated(request, reply as FastifyReply, answer);
      },
    );
    app.post(
      '/api/promo/redeem',
      {
        config: { access: 'user', errors: [404, 409, 410, 429] },
        schema: {
          summary: 'Redeem a promo code for more chat',
          body: promoRedeemSchema,
          response: { 200: promoRedeemResponseSchema },
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        const redeemed = await redeemPromo({ db, rateLimiter: ctx.rateLimiter }, userId, request.body.code, ctx.now());
        await ctx.pollCaches.changed(userId);
        return redeemed;
      },
    );
  };
}
