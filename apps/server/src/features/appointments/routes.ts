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
      async (request, reply) =>
        reply.code(201).send(await scheduleAppointment(db, principalOf(request).userId, request.body)),
    );
    app.patch(
      '/api/appointments/:id/cancel',
      { config: { access: 'user' }, schema: { params: idParamsSchema, response: { 200: appointmentSchema } } },
      async (request) => cancelAppointment(db, principalOf(request).userId, request.params.id),
    );
  };
}
