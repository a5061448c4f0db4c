import {
  adminAppointmentPageSchema,
  adminCalendarEntryPageSchema,
  adminChatMessagePageSchema,
  adminMoodPageSchema,
  adminSymptomPageSchema,
  adminUsageStatPageSchema,
  adminUserScopedQuerySchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  appointmentsPage,
  calendarEntriesPage,
  chatMessagesPage,
  moodsPage,
  symptomsPage,
  usageStatsPage,
} from './records-service.ts';

type Read = (db: Db, actorId: string, query: z.output<typeof adminUserScopedQuerySchema>) => Promise<unknown>;

/** The spec's admin reads of each table (§7): `?page&pageSize&userId`, newest first, audited. */
export function recordsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  return async (app) => {
    const reads: [string, z.ZodType, Read][] = [
      ['/api/admin/usage-stats', adminUsageStatPageSchema, usageStatsPage],
      ['/api/admin/chat-messages', adminChatMessagePageSchema, chatMessagesPage],
      ['/api/admin/calendar-entries', adminCalendarEntryPageSchema, calendarEntriesPage],
      ['/api/admin/symptoms', adminSymptomPageSchema, symptomsPage],
      ['/api/admin/moods', adminMoodPageSchema, moodsPage],
      ['/api/admin/appointments', adminAppointmentPageSchema, appointmentsPage],
    ];
    for (const [url, pageSchema, read] of reads) {
      app.get(
        url,
        {
          config: { access: 'admin' },
          schema: { querystring: adminUserScopedQuerySchema, response: { 200: pageSchema } },
        },
        async (request) => read(db, principalOf(request).userId, request.query),
      );
    }
  };
}
