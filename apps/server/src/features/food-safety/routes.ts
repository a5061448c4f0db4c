import {
  foodSearchParamsSchema,
  foodSearchResultSchema,
  recentFoodChecksSchema,
  upcLookupParamsSchema,
  upcLookupResultSchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { createFoodSafetyService } from './service.ts';

export function foodSafetyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // Built once per app: the upstream circuit breakers must outlive a single request.
  const service = createFoodSafetyService(ctx);
  return async (app) => {
    // Checks still being noted are written before the database closes.
    app.addHook('onClose', () => service.drain());
    // A wildcard, not ':term': see foodSearchParamsSchema for why. The segment is renamed before
    // validation, so the handler and any validation message speak of `term`, not '*'.
    app.get(
      '/api/food-safety/search/*',
      {
        config: { access: 'user' },
        onRequest: async (request) => {
          const { '*': term } = request.params as Record<string, string | undefined>;
          request.params = { term: term ?? '' };
        },
        schema: {
          summary: 'Whether a food is safe in pregnancy',
          params: foodSearchParamsSchema,
          response: { 200: foodSearchResultSchema },
        },
      },
      async (request) => service.searchFood(principalOf(request).userId, request.params.term),
    );
    app.get(
      '/api/food-safety/recent',
      {
        config: { access: 'user' },
        schema: { summary: 'Her recent food checks', response: { 200: recentFoodChecksSchema } },
      },
      async (request) => service.recentFoodChecks(principalOf(request).userId),
    );
    app.get(
      '/api/upc/lookup/:upc',
      {
        config: { access: 'user' },
        schema: {
          summary: 'A packaged food by its barcode, with its safety',
          params: upcLookupParamsSchema,
          response: { 200: upcLookupResultSchema },
        },
      },
      async (request) => service.lookupUpc(principalOf(request).userId, request.params.upc),
    );
  };
}
