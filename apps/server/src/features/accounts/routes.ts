import {
  loginRequestSchema,
  loginResponseSchema,
  okSchema,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import { login, signup } from './service.ts';

export function accountsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/signup',
      { config: { access: 'public' }, schema: { body: signupRequestSchema, response: { 201: signupResponseSchema } } },
      async (request, reply) => {
        return reply.status(201).send(await signup(ctx, request.body, request.ip));
      },
    );

    app.post(
      '/api/auth/login',
      { config: { access: 'public' }, schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
      async (request) => login(ctx, request.body, request.ip),
    );

    app.post(
      '/api/auth/password-reset',
      {
        config: { access: 'public' },
        schema: { body: passwordResetRequestSchema, response: { 202: okSchema } },
      },
      async (request, reply) => {
        await requestPasswordReset(ctx, request.body.email, request.ip);
        return reply.status(202).send({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
      },
    );

    app.post(
      '/api/auth/password-reset/confirm',
      {
        config: { access: 'public' },
        schema: { body: passwordResetConfirmSchema, response: { 200: okSchema } },
      },
      async (request) => {
        await confirmPasswordReset(ctx, request.body);
        return { message: PASSWORD_RESET_DONE_MESSAGE };
      },
    );

    app.post(
      '/api/auth/logout',
      { config: { access: 'user' }, schema: { response: { 200: okSchema } } },
      async (request) => {
        await ctx.sessions.revoke(principalOf(request).sessionId);
        return { message: 'Signed out' };
      },
    );
  };
}
