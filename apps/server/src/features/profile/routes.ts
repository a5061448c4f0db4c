import { profileUpdateSchema, userProfileSchema, weekInfoSchema } from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { changeProfile, getProfile, getWeekInfo } from './service.ts';

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/profile',
      { config: { access: 'user' }, schema: { response: { 200: userProfileSchema } } },
      async (request) => getProfile(ctx.database.db, principalOf(request).userId),
    );
    app.patch(
      '/api/user/profile',
      { config: { access: 'user' }, schema: { body: profileUpdateSchema, response: { 200: userProfileSchema } } },
      async (request) => changeProfile(ctx.database.db, principalOf(request).userId, request.body),
    );
    app.get(
      '/api/pregnancy/week-info',
      { config: { access: 'user' }, schema: { response: { 200: weekInfoSchema } } },
      async (request) => getWeekInfo(ctx.database.db, principalOf(request).userId),
    );
  };
}
