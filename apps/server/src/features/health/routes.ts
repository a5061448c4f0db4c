import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** Liveness and readiness for load balancers; outside /api, so they need no access declaration. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (_request, reply) => {
      try {
        await ctx.database.ping();
        return { status: 'ready', database: ctx.database.kind };
      } catch {
        return reply.status(503).send({ message: 'The database is not reachable.', code: 'NOT_READY' });
      }
    });
  };
}
