import {
  activityTrackingSchema,
  calendarEntriesQuerySchema,
  calendarEntryCreateSchema,
  calendarEntryListSchema,
  calendarEntrySchema,
  calendarEntryUpdateSchema,
  ENTRY_DELETED_MESSAGE,
  foodTrackingSchema,
  idParamsSchema,
  okSchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { addEntry, editEntry, entriesOfMonth, removeEntry, trackActivity, trackFood } from './service.ts';

export function calendarRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = ctx.database.db;
    app.get(
      '/api/calendar/entries',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Her calendar entries',
          querystring: calendarEntriesQuerySchema,
          response: { 200: calendarEntryListSchema },
        },
      },
      async (request) => entriesOfMonth(db, principalOf(request).userId, request.query.month),
    );
    app.post(
      '/api/calendar/entries',
      {
        config: { access: 'user', usage: 'calendar' },
        schema: {
          summary: 'Add a calendar entry',
          body: calendarEntryCreateSchema,
          response: { 201: calendarEntrySchema },
        },
      },
      async (request, reply) => reply.code(201).send(await addEntry(db, principalOf(request).userId, request.body)),
    );
    app.patch(
      '/api/calendar/entries/:id',
      {
        config: { access: 'user', usage: 'calendar' },
        schema: {
          summary: 'Change a calendar entry',
          params: idParamsSchema,
          body: calendarEntryUpdateSchema,
          response: { 200: calendarEntrySchema },
        },
      },
      async (request) => editEntry(db, principalOf(request).userId, request.params.id, request.body),
    );
    app.delete(
      '/api/calendar/entries/:id',
      {
        config: { access: 'user', usage: 'calendar' },
        schema: { summary: 'Delete a calendar entry', params: idParamsSchema, response: { 200: okSchema } },
      },
      async (request) => {
        await removeEntry(db, principalOf(request).userId, request.params.id);
        return { message: ENTRY_DELETED_MESSAGE };
      },
    );
    app.post(
      '/api/calendar/food-tracking',
      {
        config: { access: 'user', usage: 'calendar' },
        schema: {
          summary: 'Log what she ate on her calendar',
          body: foodTrackingSchema,
          response: { 201: calendarEntrySchema },
        },
      },
      async (request, reply) => reply.code(201).send(await trackFood(db, principalOf(request).userId, request.body)),
    );
    app.post(
      '/api/calendar/activity-tracking',
      {
        config: { access: 'user', usage: 'calendar' },
        schema: {
          summary: 'Log an activity on her calendar',
          body: activityTrackingSchema,
          response: { 201: calendarEntrySchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await trackActivity(db, principalOf(request).userId, request.body)),
    );
  };
}
