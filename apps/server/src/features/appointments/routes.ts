import { appointmentCreateSchema, appointmentListSchema, appointmentSchema, idParamsSchema } from '@bloom/contract';
import { knownTimeZone } from '@bloom/pregnancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { findPregnancy } from '../../platform/users/repo.ts';
import { toICalendar } from './ics.ts';
import { calendarAppointments, cancelAppointment, scheduleAppointment, userAppointments } from './service.ts';

export function appointmentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = ctx.database.db;
    app.get(
      '/api/appointments',
      { config: { access: 'user' }, schema: { summary: 'Her appointments', response: { 200: appointmentListSchema } } },
      async (request) => userAppointments(db, ctx.providers, principalOf(request).userId),
    );
    app.post(
      '/api/appointments',
      {
        config: { access: 'user', usage: 'calendar' },
        schema: { summary: 'Book an appointment', body: appointmentCreateSchema, response: { 201: appointmentSchema } },
      },
      async (request, reply) => {
        const { userId } = principalOf(request);
        const created = await scheduleAppointment(db, ctx.providers, userId, request.body);
        // Her partner's view shows her next appointments.
        await ctx.pollCaches.changed(userId);
        return reply.code(201).send(created);
      },
    );
    app.patch(
      '/api/appointments/:id/cancel',
      {
        config: { access: 'user' },
        schema: { summary: 'Cancel an appointment', params: idParamsSchema, response: { 200: appointmentSchema } },
      },
      async (request) => {
        const { userId } = principalOf(request);
        const cancelled = await cancelAppointment(db, ctx.providers, userId, request.params.id);
        await ctx.pollCaches.changed(userId);
        return cancelled;
      },
    );

    // Part of "My data" (the export's three formats): her appointments and calendar entries as a calendar file.
    app.get(
      '/api/user/export/appointments.ics',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Her appointments and calendar entries as an iCalendar file',
          produces: ['text/calendar'],
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const now = ctx.now();
        const { userId } = principalOf(request);
        const her = await findPregnancy(db, userId);
        const [appointments, entries] = await Promise.all([
          calendarAppointments(db, ctx.providers, userId, null),
          ctx.calendarEntries.forExport(db, userId),
        ]);
        reply.type('text/calendar; charset=utf-8');
        reply.header(
          'content-disposition',
          `attachment; filename="bloom-appointments-${now.toISOString().slice(0, 10)}.ics"`,
        );
        return toICalendar({ appointments, entries, timeZone: knownTimeZone(her?.timeZone), now });
      },
    );
  };
}
