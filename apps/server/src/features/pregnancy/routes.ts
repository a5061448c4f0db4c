import { dueDateRequestSchema, dueDateResponseSchema } from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { admitDueDate, calculateDueDate } from './service.ts';

/** The due-date calculator (issue 34): public, since sign-up offers it before there is an account. */
export function pregnancyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/pregnancy/due-date',
      {
        config: { access: 'public', errors: [429] },
        schema: {
          summary: 'Work out a due date',
          body: dueDateRequestSchema,
          response: { 200: dueDateResponseSchema },
        },
      },
      async (request) => {
        await admitDueDate(ctx.rateLimiter, request.ip);
        return calculateDueDate(request.body, ctx.now());
      },
    );
  };
}
