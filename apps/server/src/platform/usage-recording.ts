import type { FeatureType } from '@bloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  interface FastifyInstance {
    /** Resolves once every use noted on this instance is written (tests that read the table). */
    usageWritten(): Promise<void>;
  }
}

/**
 * Times the routes that declare `usage` from her request's arrival to its answer (the context's
 * clock, so tests move it) and notes each successful one with the usage records' owner, which
 * writes it off her request's path (her answer never waits for it, nor fails because of it).
 */
export function registerUsageRecording(app: FastifyInstance, ctx: { usage: UsageTotals; now: () => Date }): void {
  app.decorate('usageWritten', () => ctx.usage.settled());
  const started = new WeakMap<FastifyRequest, Date>();
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.usage) started.set(request, ctx.now());
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const feature = request.routeOptions.config.usage;
    const startedAt = started.get(request);
    const userId = request.principal?.userId;
    if (feature && startedAt && userId && reply.statusCode >= 200 && reply.statusCode < 300) {
      ctx.usage.note(userId, feature, startedAt, ctx.now());
    }
    return payload;
  });
}
