import { providerListSchema, providersQuerySchema } from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { findProviders } from './service.ts';

export function providersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/providers',
      {
        config: { access: 'user' },
        schema: { querystring: providersQuerySchema, response: { 200: providerListSchema } },
      },
      // The directory is the same for everyone, so the caller's id is not needed here.
      async (request) => findProviders(ctx.database.db, request.query),
    );
  };
}
