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
import { requestLocale } from '../../platform/locale.ts';
import { foodCheckRecorder, lookupUpc, recentFoodChecks, searchFood } from './service.ts';
import { foodResultIn } from './spanish.ts';

export function foodSafetyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // One per app: her searches' checks are queued here and written off the search's path.
  const checks = foodCheckRecorder(ctx);
  ctx.pendingWrites.register(checks.settled);
  return async (app) => {
    // Checks still being noted are written before the database closes.
    app.addHook('onClose', () => checks.drain());
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
      async (request) =>
        foodResultIn(
          requestLocale(request),
          await searchFood(ctx, checks, principalOf(request).userId, request.params.term),
        ),
    );
    app.get(
      '/api/food-safety/recent',
      {
        config: { access: 'user' },
        schema: { summary: 'Her recent food checks', response: { 200: recentFoodChecksSchema } },
      },
      async (request) => recentFoodChecks(ctx.database.db, checks, principalOf(request).userId),
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
      async (request) => lookupUpc(ctx, principalOf(request).userId, request.params.upc),
    );
  };
}
