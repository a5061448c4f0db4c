import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { auditRoutes } from './audit-routes.ts';
import { eventsRoutes } from './events-routes.ts';
import { promoCodesRoutes } from './promo-codes-routes.ts';
import { recordsRoutes } from './records-routes.ts';
import { summaryRoutes } from './summary-routes.ts';
import { usersRoutes } from './users-routes.ts';

/** Every /api/admin route; each one is declared `access: 'admin'` and every read of user data is audited. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Her uses are written off her requests' path: an administrator's read waits for those noted
    // on this instance, so what she just did is counted.
    app.addHook('preHandler', () => ctx.usage.settled());
    for (const routes of [usersRoutes, summaryRoutes, eventsRoutes, recordsRoutes, auditRoutes, promoCodesRoutes]) {
      await app.register(routes(ctx));
    }
  };
}
