import { ownProviderCreateSchema, providerListSchema, providerSchema, providersQuerySchema } from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { addOwnProvider, findProviders } from './service.ts';

export function providersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = ctx.database.db;
    app.get(
      '/api/providers',
      {
        config: { access: 'user' },
        schema: { querystring: providersQuerySchema, response: { 200: providerListSchema } },
      },
      async (request) => findProviders(db, principalOf(request).userId, request.query),
    );
    app.post(
      '/api/providers/mine',
      { config: { access: 'user' }, schema: { body: ownProviderCreateSchema, response: { 201: providerSchema } } },
      async (request, reply) =>
        reply.code(201).send(await addOwnProvider(db, principalOf(request).userId, request.body)),
    );
  };
}
