import {
  KICK_SESSION_DELETED_MESSAGE,
  idParamsSchema,
  kickSessionListSchema,
  kickSessionSchema,
  newKickSessionSchema,
  okSchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { recentKickSessions, removeKickSession, saveKickSession } from './service.ts';

export function kicksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = ctx.database.db;
    app.get(
      '/api/kick-sessions',
      {
        config: { access: 'user' },
        schema: { summary: 'Her recent kick-count sessions', response: { 200: kickSessionListSchema } },
      },
      async (request) => recentKickSessions(db, principalOf(request).userId),
    );
    app.post(
      '/api/kick-sessions',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Save a kick-count session',
          body: newKickSessionSchema,
          // 200: a retry of a clientId she already used answers the stored session.
          response: { 201: kickSessionSchema, 200: kickSessionSchema },
        },
      },
      async (request, reply) => {
        const { userId } = principalOf(request);
        const { entry, created } = await saveKickSession(db, userId, request.body, ctx.now());
        if (!created) return reply.code(200).send(entry);
        // Her partner's view shows her sessions.
        await ctx.pollCaches.changed(userId);
        return reply.code(201).send(entry);
      },
    );
    app.delete(
      '/api/kick-sessions/:id',
      {
        config: { access: 'user' },
        schema: { summary: 'Delete a kick-count session', params: idParamsSchema, response: { 200: okSchema } },
      },
      async (request) => {
        const { userId } = principalOf(request);
        await removeKickSession(db, userId, request.params.id);
        await ctx.pollCaches.changed(userId);
        return { message: KICK_SESSION_DELETED_MESSAGE };
      },
    );
  };
}
