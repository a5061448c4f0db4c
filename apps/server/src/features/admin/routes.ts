import {
  adminUserActionResponseSchema,
  adminUserListSchema,
  idParamsSchema,
  USER_APPROVED_MESSAGE,
  USER_REMOVED_MESSAGE,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { allUsers, approve, remove } from './service.ts';

export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/users',
      { config: { access: 'admin' }, schema: { response: { 200: adminUserListSchema } } },
      async () => allUsers(ctx),
    );
    app.post(
      '/api/admin/users/:id/approve',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 200: adminUserActionResponseSchema } },
      },
      async (request) => {
        await approve(ctx, principalOf(request).userId, request.params.id);
        return { message: USER_APPROVED_MESSAGE };
      },
    );
    app.delete(
      '/api/admin/users/:id',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 200: adminUserActionResponseSchema } },
      },
      async (request) => {
        await remove(ctx, principalOf(request).userId, request.params.id);
        return { message: USER_REMOVED_MESSAGE };
      },
    );
  };
}
