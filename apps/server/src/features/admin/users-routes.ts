import {
  adminUserActionResponseSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUsersQuerySchema,
  idParamsSchema,
  PASSWORD_RESET_SENT_MESSAGE,
  USER_APPROVED_MESSAGE,
  USER_REMOVED_MESSAGE,
} from '@bloom/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { eventSourcesOf } from './events-sources.ts';
import { approve, remove, sendPasswordReset, userDetail, usersPage } from './users-service.ts';

export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const sources = eventSourcesOf(ctx);
  return async (app) => {
    app.get(
      '/api/admin/users',
      {
        // Polled every 5 s: the browser keeps the page and revalidates it with its ETag.
        config: { access: 'admin', revalidate: true },
        schema: {
          summary: 'Accounts, a page at a time (admin)',
          querystring: adminUsersQuerySchema,
          response: { 200: adminUserPageSchema },
        },
      },
      async (request, reply) => {
        const answer = await usersPage(
          db,
          principalOf(request).userId,
          request.query,
          request.headers['if-none-match'],
          ctx.now(),
        );
        void reply.header('etag', answer.etag);
        // Her copy is current: no body (the typed reply only knows the 200 schema).
        if (!answer.page) return (reply as FastifyReply).code(304).send();
        return answer.page;
      },
    );
    app.get(
      '/api/admin/users/:id',
      {
        config: { access: 'admin' },
        schema: { summary: 'One account (admin)', params: idParamsSchema, response: { 200: adminUserDetailSchema } },
      },
      async (request) => userDetail(db, sources, principalOf(request).userId, request.params.id, ctx.now()),
    );
    app.post(
      '/api/admin/users/:id/approve',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Approve a waiting account (admin)',
          params: idParamsSchema,
          response: { 200: adminUserActionResponseSchema },
        },
      },
      async (request) => {
        await approve(ctx, principalOf(request).userId, request.params.id);
        return { message: USER_APPROVED_MESSAGE };
      },
    );
    app.post(
      '/api/admin/users/:id/password-reset',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Send an account a password-reset e-mail (admin)',
          params: idParamsSchema,
          response: { 200: adminUserActionResponseSchema },
        },
      },
      async (request) => {
        await sendPasswordReset(ctx, principalOf(request).userId, request.params.id);
        return { message: PASSWORD_RESET_SENT_MESSAGE };
      },
    );
    app.delete(
      '/api/admin/users/:id',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Remove an account and its data (admin)',
          params: idParamsSchema,
          response: { 200: adminUserActionResponseSchema },
        },
      },
      async (request) => {
        await remove(ctx, principalOf(request).userId, request.params.id);
        return { message: USER_REMOVED_MESSAGE };
      },
    );
  };
}
