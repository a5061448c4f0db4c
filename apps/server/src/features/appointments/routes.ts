import { appointmentCreateSchema, appointmentListSchema, appointmentSchema, idParamsSchema } from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { cancelAppointment, scheduleAppointment, userAppointments } from './service.ts';

export function appointmentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = ctx.database.db;
    app.get(
      '/api/appointments',
      { config: { access: 'user' }, schema: { response: { 200: appointmentListSchema } } },
      async (request) => userAppointments(db, principalOf(request).userId),
    );
    app.post(
      '/api/appointments',
      { config: { access: 'user' }, schema: { body: appointmentCreateSchema, response: { 201: appointmentSchema } } },
      async (request, reply) => {
        const { userId } = principalOf(request);
        const created = await scheduleAppointment(db, userId, request.body);
        // Her partner's view shows her next appointments.
        await ctx.pollCaches.changed(userId);
        return reply.code(201).send(created);
      },
    );
    app.patch(
      '/api/appointments/:id/cancel',
      { config: { access: 'user' }, schema: { params: idParamsSchema, response: { 200: appointmentSchema } } },
      async (request) => {
        const { userId } = principalOf(request);
        const cancelled = await cancelAppointment(db, userId, request.params.id);
        await ctx.pollCaches.changed(userId);
        return cancelled;
      },
    );
  };
}
