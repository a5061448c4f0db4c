import {
  CONTRACTION_DELETED_MESSAGE,
  contractionForQuerySchema,
  contractionListSchema,
  contractionSchema,
  contractionSummarySchema,
  idParamsSchema,
  newContractionSchema,
  okSchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { contractionSummary, logOwner, recentContractions, removeContraction, saveContraction } from './service.ts';

/**
 * The contraction timer (issue 34). `?for=<her id>` lets her synced partner time and read her
 * contractions (the one write a partner may make, docs/product-decisions.md); deleting is hers alone.
 */
export function contractionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = ctx.database.db;
    const owner = (userId: string, forId: string | undefined) => logOwner(db, ctx.partners, userId, forId);
    app.get(
      '/api/contractions',
      {
        config: { access: 'user', errors: [403] },
        schema: {
          summary: 'Her timed contractions (or those of the pregnancy her partner follows)',
          querystring: contractionForQuerySchema,
          response: { 200: contractionListSchema },
        },
      },
      async (request) => recentContractions(db, await owner(principalOf(request).userId, request.query.for)),
    );
    app.get(
      '/api/contractions/summary',
      {
        config: { access: 'user', errors: [403] },
        schema: {
          summary: 'The pattern of her recent contractions',
          querystring: contractionForQuerySchema,
          response: { 200: contractionSummarySchema },
        },
      },
      async (request) => contractionSummary(db, await owner(principalOf(request).userId, request.query.for), ctx.now()),
    );
    app.post(
      '/api/contractions',
      {
        config: { access: 'user', errors: [409] },
        schema: {
          summary: 'Save a timed contraction',
          querystring: contractionForQuerySchema,
          body: newContractionSchema,
          // 200: a retry of a clientId already used for her answers the stored contraction.
          response: { 201: contractionSchema, 200: contractionSchema },
        },
      },
      async (request, reply) => {
        const herId = await owner(principalOf(request).userId, request.query.for);
        const { entry, created } = await saveContraction(db, herId, request.body, ctx.now());
        if (!created) return reply.code(200).send(entry);
        // Her partner's view shows her contractions.
        await ctx.pollCaches.changed(herId);
        return reply.code(201).send(entry);
      },
    );
    app.delete(
      '/api/contractions/:id',
      {
        config: { access: 'user' },
        schema: { summary: 'Delete a timed contraction', params: idParamsSchema, response: { 200: okSchema } },
      },
      async (request) => {
        const { userId } = principalOf(request);
        await removeContraction(db, userId, request.params.id);
        await ctx.pollCaches.changed(userId);
        return { message: CONTRACTION_DELETED_MESSAGE };
      },
    );
  };
}
