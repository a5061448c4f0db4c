import {
  adminEventDetailSchema,
  adminEventPageSchema,
  adminEventParamsSchema,
  adminEventsQuerySchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { eventDetail, eventsPage } from './events-service.ts';
import { eventSourcesOf } from './events-sources.ts';

/** 'All User Data': every user's records of every event type, merged newest first. */
export function eventsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const sources = eventSourcesOf(ctx);
  return async (app) => {
    app.get(
      '/api/admin/events',
      {
        config: { access: 'admin' },
        schema: {
          summary: "Everyone's entries of every kind, newest first (admin)",
          querystring: adminEventsQuerySchema,
          response: { 200: adminEventPageSchema },
        },
      },
      async (request) => eventsPage(db, sources, principalOf(request).userId, request.query),
    );
    app.get(
      '/api/admin/events/:type/:id',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'One entry in full (admin)',
          params: adminEventParamsSchema,
          response: { 200: adminEventDetailSchema },
        },
      },
      async (request) => eventDetail(db, sources, principalOf(request).userId, request.params.type, request.params.id),
    );
  };
}
