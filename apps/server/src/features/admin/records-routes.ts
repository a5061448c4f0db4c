import {
  adminAppointmentPageSchema,
  adminCalendarEntryPageSchema,
  adminChatMessagePageSchema,
  adminChecklistItemPageSchema,
  adminContractionPageSchema,
  adminKickSessionPageSchema,
  adminMoodPageSchema,
  adminSymptomPageSchema,
  adminWeightPageSchema,
  adminUsageStatPageSchema,
  adminUserScopedQuerySchema,
  type EventType,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { eventSourcesOf } from './events-sources.ts';
import { RECORD_READS, recordsPage } from './records-service.ts';

const PAGE_SCHEMAS: Record<EventType, z.ZodType> = {
  feature_usage: adminUsageStatPageSchema,
  chat_message: adminChatMessagePageSchema,
  calendar_entry: adminCalendarEntryPageSchema,
  symptom: adminSymptomPageSchema,
  mood: adminMoodPageSchema,
  kick_session: adminKickSessionPageSchema,
  contraction: adminContractionPageSchema,
  checklist_item: adminChecklistItemPageSchema,
  weight: adminWeightPageSchema,
  appointment: adminAppointmentPageSchema,
};

/** The spec's admin reads of each table (§7): `/api/admin/<table>?page&pageSize&userId`, newest first, audited. */
export function recordsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const sources = eventSourcesOf(ctx);
  return async (app) => {
    for (const [type, pageSchema] of Object.entries(PAGE_SCHEMAS) as [EventType, z.ZodType][]) {
      app.get(
        `/api/admin/${RECORD_READS[type]}`,
        {
          config: { access: 'admin' },
          schema: {
            summary: `Everyone's ${RECORD_READS[type].replaceAll('-', ' ')}, newest first (admin)`,
            querystring: adminUserScopedQuerySchema,
            response: { 200: pageSchema },
          },
        },
        async (request) => recordsPage(db, sources, type, principalOf(request).userId, request.query),
      );
    }
  };
}
