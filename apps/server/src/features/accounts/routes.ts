import {
  loginRequestSchema,
  loginResponseSchema,
  okSchema,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  SIGNED_OUT_MESSAGE,
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
      {
        config: { access: 'public', errors: [429] },
        schema: {
          summary: 'Create an account (it waits for approval)',
          body: signupRequestSchema,
          response: { 201: signupResponseSchema },
        },
      },
      async (request, reply) => {
        return reply.status(201).send(await signup(ctx, request.body, request.ip));
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: { access: 'public', errors: [401, 403, 429] },
        schema: {
          summary: 'Sign in and get a session token',
          body: loginRequestSchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => login(ctx, request.body, request.ip),
    );

    app.post(
      '/api/auth/password-reset',
      {
        config: { access: 'public', errors: [429] },
        schema: {
          summary: 'Ask for a password-reset e-mail',
          body: passwordResetRequestSchema,
          response: { 202: okSchema },
        },
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
        schema: {
          summary: 'Set a new password with a reset link',
          body: passwordResetConfirmSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await confirmPasswordReset(ctx, request.body);
        return { message: PASSWORD_RESET_DONE_MESSAGE };
      },
    );

    app.post(
      '/api/auth/logout',
      { config: { access: 'user' }, schema: { summary: 'Sign out: ends this session', response: { 200: okSchema } } },
      async (request) => {
        await ctx.sessions.revoke(principalOf(request).sessionId);
        return { message: SIGNED_OUT_MESSAGE };
      },
    );
  };
}
