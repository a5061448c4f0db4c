import {
  okSchema,
  partnerDataSchema,
  syncConnectionListSchema,
  syncConnectionTargetSchema,
  syncRequestCreateSchema,
  syncRequestListSchema,
  syncRequestSchema,
  syncRespondSchema,
  SHARING_PAUSED_TITLE,
  SHARING_RESUMED_TITLE,
  SYNC_REMOVED_TITLE,
} from '@bloom/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendRevalidated } from '../../platform/etag.ts';
import {
  cachedPartnerView,
  connectionsOf,
  type CachedPartnerView,
  removeConnection,
  requestsOf,
  respond,
  sendRequest,
  setPaused,
} from './service.ts';

/**
 * Partner sync (spec §7 parent-sync calls, and beyond it her own controls: ending a partner's
 * access and pausing it, docs/product-decisions.md). Every call is the signed-in user's own;
 * none writes her partner's data.
 */
export function partnerSyncRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const partnerViews = ctx.pollCaches.create<CachedPartnerView>();
  return async (app) => {
    app.get(
      '/api/parent-sync/requests',
      {
        config: { access: 'user' },
        schema: { summary: 'Sync requests she sent or received', response: { 200: syncRequestListSchema } },
      },
      async (request) => requestsOf(db, principalOf(request).userId),
    );
    app.post(
      '/api/parent-sync/request',
      {
        config: { access: 'user', errors: [403, 409, 429] },
        schema: {
          summary: "Ask to follow someone's pregnancy",
          body: syncRequestCreateSchema,
          response: { 201: syncRequestSchema },
        },
      },
      async (request, reply) => {
        const created = await sendRequest(ctx, principalOf(request).userId, request.body.partnerEmail);
        return reply.code(201).send(created);
      },
    );
    app.post(
      '/api/parent-sync/respond',
      {
        config: { access: 'user', errors: [403, 404, 409] },
        schema: {
          summary: 'Accept or decline a sync request',
          body: syncRespondSchema,
          response: { 200: syncRequestSchema },
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        const answered = await respond(db, userId, request.body.requestId, request.body.status);
        // An approval starts his view of her data.
        await ctx.pollCaches.changed(userId, answered.requesterId);
        return answered;
      },
    );
    app.get(
      '/api/parent-sync/connection',
      {
        config: { access: 'user' },
        schema: { summary: 'Her sync connections', response: { 200: syncConnectionListSchema } },
      },
      async (request) => connectionsOf(db, principalOf(request).userId),
    );
    app.delete(
      '/api/parent-sync/connection',
      {
        config: { access: 'user', errors: [404] },
        schema: {
          summary: 'End a sync connection',
          querystring: syncConnectionTargetSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        await removeConnection(db, userId, request.query.partnerId);
        // Every view of this sync depends on both people: reporting hers (or his) ends it.
        await ctx.pollCaches.changed(userId);
        return { message: SYNC_REMOVED_TITLE };
      },
    );
    app.post(
      '/api/parent-sync/connection/pause',
      {
        config: { access: 'user', errors: [404] },
        schema: {
          summary: 'Pause what her partner sees',
          querystring: syncConnectionTargetSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        await setPaused(db, userId, request.query.partnerId, true);
        await ctx.pollCaches.changed(userId);
        return { message: SHARING_PAUSED_TITLE };
      },
    );
    app.post(
      '/api/parent-sync/connection/resume',
      {
        config: { access: 'user', errors: [404] },
        schema: {
          summary: 'Share with her partner again',
          querystring: syncConnectionTargetSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        await setPaused(db, userId, request.query.partnerId, false);
        await ctx.pollCaches.changed(userId);
        return { message: SHARING_RESUMED_TITLE };
      },
    );
    app.get(
      '/api/parent-sync/partner-data',
      // Polled every 5 s by a synced partner: from memory, and a 304 when nothing changed.
      {
        config: { access: 'user', errors: [403, 404], revalidate: true },
        schema: { summary: 'The pregnancy the partner follows', response: { 200: partnerDataSchema } },
      },
      async (request, reply) =>
        sendRevalidated(
          request,
          reply as FastifyReply,
          await cachedPartnerView(
            db,
            ctx.personalData,
            partnerViews,
            principalOf(request).userId,
            request.headers['if-none-match'],
          ),
        ),
    );
  };
}
