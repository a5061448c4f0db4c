import {
  adminPromoCodeCreatedSchema,
  adminPromoCodeListSchema,
  promoCodeCreateSchema,
  promoCodeParamsSchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { newPromoCode, promoCodeList, switchOffPromoCode } from './promo-codes-service.ts';

export function promoCodesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  return async (app) => {
    app.get(
      '/api/admin/promo-codes',
      {
        config: { access: 'admin' },
        schema: { summary: 'Promo codes and their use (admin)', response: { 200: adminPromoCodeListSchema } },
      },
      async () => promoCodeList(db),
    );
    app.post(
      '/api/admin/promo-codes',
      {
        config: { access: 'admin', errors: [409] },
        schema: {
          summary: 'Create a promo code (admin)',
          body: promoCodeCreateSchema,
          response: { 201: adminPromoCodeCreatedSchema },
        },
      },
      async (request, reply) => {
        const created = await newPromoCode(db, principalOf(request).userId, request.body);
        return reply.code(201).send(created);
      },
    );
    app.post(
      '/api/admin/promo-codes/:code/disable',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Disable a promo code (admin)',
          params: promoCodeParamsSchema,
          response: { 200: adminPromoCodeCreatedSchema },
        },
      },
      async (request) => switchOffPromoCode(db, principalOf(request).userId, request.params.code),
    );
  };
}
