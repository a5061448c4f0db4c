import type { FeatureType } from '@bloom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  // Hooks on the routes that declare a use only: every other request (her polls above all) skips them.
  app.addHook('onRoute', (route) => {
    const feature = route.config?.usage;
    if (!feature) return;
    const started = new WeakMap<FastifyRequest, Date>();
    route.onRequest = [
      ...[route.onRequest ?? []].flat(),
      async (request: FastifyRequest) => void started.set(request, ctx.now()),
    ];
    route.onSend = [
      ...[route.onSend ?? []].flat(),
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const startedAt = started.get(request);
        const userId = request.principal?.userId;
        if (startedAt && userId && reply.statusCode >= 200 && reply.statusCode < 300) {
          ctx.usage.note(userId, feature, startedAt, ctx.now());
        }
        return payload;
      },
    ];
  });
}
