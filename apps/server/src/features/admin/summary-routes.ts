import { adminDailyUsageSchema, adminSummarySchema } from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { adminSummary, dailyUsageChart } from './summary-service.ts';

export function summaryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  return async (app) => {
    app.get(
      '/api/admin/summary',
      { config: { access: 'admin' }, schema: { response: { 200: adminSummarySchema } } },
      async () => adminSummary(db),
    );
    app.get(
      '/api/admin/usage-stats/daily',
      { config: { access: 'admin' }, schema: { response: { 200: adminDailyUsageSchema } } },
      async () => dailyUsageChart(db),
    );
  };
}
