import {
  ACCOUNT_DELETED_MESSAGE,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  fhirBundleSchema,
  okSchema,
  PASSWORD_CHANGED_MESSAGE,
  profileUpdateSchema,
  userExportSchema,
  userProfileSchema,
  weekInfoSchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { changePassword, deleteOwnAccount } from './account.ts';
import { buildUserExport } from './export.ts';
import { toFhirBundle } from './fhir.ts';
import { changeProfile, getProfile, getWeekInfo } from './service.ts';

/** `bloom-export-2027-03-01.json`: the file name a browser or `curl -OJ` saves the export under. */
const attachment = (name: string, extension: string, now: Date) =>
  `attachment; filename="bloom-${name}-${now.toISOString().slice(0, 10)}.${extension}"`;

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/profile',
      { config: { access: 'user' }, schema: { summary: 'Her profile', response: { 200: userProfileSchema } } },
      async (request) => getProfile(ctx.database.db, principalOf(request).userId, ctx.now()),
    );
    app.patch(
      '/api/user/profile',
      {
        config: { access: 'user' },
        schema: { summary: 'Change her profile', body: profileUpdateSchema, response: { 200: userProfileSchema } },
      },
      async (request) => {
        const { userId } = principalOf(request);
        const changed = await changeProfile(ctx.database.db, userId, request.body, ctx.now());
        // Her zone sets her usage day; her name, week and zone are in her partner's view.
        await ctx.pollCaches.changed(userId);
        // Her language rides with her session (platform/locale.ts): the next request reads it anew.
        if (request.body.locale !== undefined) await ctx.sessions.refreshUser(userId);
        return changed;
      },
    );
    app.get(
      '/api/pregnancy/week-info',
      {
        config: { access: 'user' },
        schema: { summary: 'Her week of pregnancy and what it brings', response: { 200: weekInfoSchema } },
      },
      async (request) => getWeekInfo(ctx.database.db, principalOf(request).userId, ctx.now()),
    );

    // My data: everything BLOOM holds about her, in three formats (the calendar file is the appointments feature's).
    app.get(
      '/api/user/export',
      {
        config: { access: 'user' },
        schema: { summary: 'All her data as one JSON file', response: { 200: userExportSchema } },
      },
      async (request, reply) => {
        const { userId } = principalOf(request);
        await ctx.pendingWrites.settled(userId);
        const now = ctx.now();
        reply.header('content-disposition', attachment('export', 'json', now));
        return buildUserExport(ctx.database.db, ctx.personalData, userId, now);
      },
    );
    app.get(
      '/api/user/export/fhir',
      {
        config: { access: 'user' },
        schema: {
          summary: 'All her data as a FHIR R4 Bundle',
          produces: ['application/fhir+json'],
          response: { 200: fhirBundleSchema },
        },
      },
      async (request, reply) => {
        const { userId } = principalOf(request);
        await ctx.pendingWrites.settled(userId);
        const now = ctx.now();
        const data = await buildUserExport(ctx.database.db, ctx.personalData, userId, now);
        reply.type('application/fhir+json; charset=utf-8');
        reply.header('content-disposition', attachment('fhir', 'json', now));
        return toFhirBundle(data, ctx.personalData);
      },
    );
    app.post(
      '/api/user/password',
      {
        config: { access: 'user', errors: [429] },
        schema: { summary: 'Change her password', body: changePasswordRequestSchema, response: { 200: okSchema } },
      },
      async (request) => {
        await changePassword(ctx, principalOf(request), request.body);
        return { message: PASSWORD_CHANGED_MESSAGE };
      },
    );
    app.delete(
      '/api/user/account',
      {
        config: { access: 'user', errors: [409] },
        schema: {
          summary: 'Delete her account and all her data',
          body: deleteAccountRequestSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await deleteOwnAccount(ctx, principalOf(request), request.body);
        return { message: ACCOUNT_DELETED_MESSAGE };
      },
    );
  };
}
