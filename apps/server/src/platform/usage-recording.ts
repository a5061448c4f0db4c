import type { FeatureType } from '@bloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import type { UsageTotals } from './usage-totals.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A successful answer of this route is a use of that feature for the admin's Usage Analytics
     * (spec §3 usage stat): the calendar's writes, the food checker's lookups, the tracker's logs.
     * The chat records its own (a conversation runs over several requests).
     */
    usage?: FeatureType;
  }
}

/**
 * Times the routes that declare `usage` from her request's arrival to its answer (the context's
 * clock, so tests move it) and records each successful one through the usage records' owner. A
 * failure to record is logged and never turns her own answer into an error.
 */
export function registerUsageRecording(
  app: FastifyInstance,
  ctx: { usage: UsageTotals; database: Database; now: () => Date },
): void {
  const started = new WeakMap<FastifyRequest, Date>();
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.usage) started.set(request, ctx.now());
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const feature = request.routeOptions.config.usage;
    const startedAt = started.get(request);
    const userId = request.principal?.userId;
    if (!feature || !startedAt || !userId || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    try {
      await ctx.usage.record(ctx.database.db, userId, feature, startedAt, ctx.now());
    } catch (err) {
      request.log.error({ err }, 'usage not recorded');
    }
    return payload;
  });
}
