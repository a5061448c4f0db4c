import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** Liveness and readiness for load balancers; outside /api, so they need no access declaration. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    // Ready means the database answers. Redis is reported, not required: without it BLOOM runs
    // in its degraded mode (per-instance limits, no session cache), which still serves requests.
    app.get('/readyz', async (_request, reply) => {
      const redis = !ctx.redis ? 'not configured' : ctx.redis.available() ? 'ok' : 'unavailable';
      try {
        await ctx.database.ping();
        return { status: redis === 'unavailable' ? 'degraded' : 'ready', database: ctx.database.kind, redis };
      } catch {
        return reply.status(503).send({ message: 'The database is not reachable.', code: 'NOT_READY', redis });
      }
    });
  };
}
