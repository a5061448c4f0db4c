import {
  okSchema,
  partnerDataSchema,
  syncConnectionListSchema,
  syncConnectionTargetSchema,
  syncRequestCreateSchema,
  syncRequestListSchema,
  syncRequestSchema,
  syncRespondSchema,
  SyncMessages,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  connectionsOf,
  partnerData,
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
  return async (app) => {
    app.get(
      '/api/parent-sync/requests',
      { config: { access: 'user' }, schema: { response: { 200: syncRequestListSchema } } },
      async (request) => requestsOf(db, principalOf(request).userId),
    );
    app.post(
      '/api/parent-sync/request',
      { config: { access: 'user' }, schema: { body: syncRequestCreateSchema, response: { 201: syncRequestSchema } } },
      async (request, reply) => {
        const created = await sendRequest(ctx, principalOf(request).userId, request.body.partnerEmail);
        return reply.code(201).send(created);
      },
    );
    app.post(
      '/api/parent-sync/respond',
      { config: { access: 'user' }, schema: { body: syncRespondSchema, response: { 200: syncRequestSchema } } },
      async (request) => respond(db, principalOf(request).userId, request.body.requestId, request.body.status),
    );
    app.get(
      '/api/parent-sync/connection',
      { config: { access: 'user' }, schema: { response: { 200: syncConnectionListSchema } } },
      async (request) => connectionsOf(db, principalOf(request).userId),
    );
    app.delete(
      '/api/parent-sync/connection',
      { config: { access: 'user' }, schema: { querystring: syncConnectionTargetSchema, response: { 200: okSchema } } },
      async (request) => {
        await removeConnection(db, principalOf(request).userId, request.query.partnerId);
        return { message: SyncMessages.removedMessage };
      },
    );
    app.post(
      '/api/parent-sync/connection/pause',
      { config: { access: 'user' }, schema: { querystring: syncConnectionTargetSchema, response: { 200: okSchema } } },
      async (request) => {
        await setPaused(db, principalOf(request).userId, request.query.partnerId, true);
        return { message: SyncMessages.pausedMessage };
      },
    );
    app.post(
      '/api/parent-sync/connection/resume',
      { config: { access: 'user' }, schema: { querystring: syncConnectionTargetSchema, response: { 200: okSchema } } },
      async (request) => {
        await setPaused(db, principalOf(request).userId, request.query.partnerId, false);
        return { message: SyncMessages.resumedMessage };
      },
    );
    app.get(
      '/api/parent-sync/partner-data',
      { config: { access: 'user' }, schema: { response: { 200: partnerDataSchema } } },
      async (request) => partnerData(db, principalOf(request).userId),
    );
  };
}
