import { adminAuditPageSchema, adminAuditQuerySchema } from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { auditPage } from './audit.ts';

/** The audit trail is read-only through the API: there is no route that changes or deletes it. */
export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/audit-log',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Who read whose data, newest first (admin)',
          querystring: adminAuditQuerySchema,
          response: { 200: adminAuditPageSchema },
        },
      },
      async (request) => auditPage(ctx.database.db, request.query),
    );
  };
}
