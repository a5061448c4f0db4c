import { adminDailyUsageSchema, adminSummarySchema } from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { eventSourcesOf } from './events-sources.ts';
import { adminSummary, dailyUsageChart } from './summary-service.ts';

export function summaryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const sources = eventSourcesOf(ctx);
  return async (app) => {
    app.get(
      '/api/admin/summary',
      {
        config: { access: 'admin' },
        schema: { summary: 'Counts at a glance (admin)', response: { 200: adminSummarySchema } },
      },
      async () => adminSummary(db, sources, ctx.usage),
    );
    app.get(
      '/api/admin/usage-stats/daily',
      {
        config: { access: 'admin' },
        schema: { summary: 'Use of each feature per day (admin)', response: { 200: adminDailyUsageSchema } },
      },
      async () => dailyUsageChart(db, sources, ctx.usage),
    );
  };
}
