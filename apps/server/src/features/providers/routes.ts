import {
  clinicListSchema,
  directionsRequestSchema,
  directoryProviderCreateSchema,
  directoryProviderUpdateSchema,
  okSchema,
  ownProviderCreateSchema,
  PROVIDER_REMOVED_MESSAGE,
  providerIdParamsSchema,
  providerListSchema,
  providerSchema,
  providersQuerySchema,
  zipResultListSchema,
  zipSearchQuerySchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { changeDirectoryProvider, createDirectoryProvider, removeDirectoryProvider } from './directory.ts';
import { addOwnProvider, findProviders, nearestClinics, searchZipCodes } from './service.ts';
import { loadZipDirectory } from './zip-codes.ts';

export function providersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = ctx.database.db;
    // The ZIP data takes most of a second to load: a running server loads it before the first
    // search needs it; tests load it only in the files that search by ZIP.
    if (ctx.config.env !== 'test') {
      app.addHook('onReady', async () => {
        loadZipDirectory().catch((err: unknown) => ctx.log.error({ err }, 'ZIP data failed to load'));
      });
    }

    app.get(
      '/api/providers',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Providers near a ZIP code',
          querystring: providersQuerySchema,
          response: { 200: providerListSchema },
        },
      },
      async (request) => findProviders(db, principalOf(request).userId, request.query),
    );
    app.post(
      '/api/providers/mine',
      {
        config: { access: 'user', errors: [409] },
        schema: {
          summary: 'Add a provider of her own',
          body: ownProviderCreateSchema,
          response: { 201: providerSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await addOwnProvider(db, principalOf(request).userId, request.body)),
    );
    app.get(
      '/api/zip-codes/search',
      {
        config: { access: 'user' },
        schema: {
          summary: 'ZIP codes that start with the digits typed',
          querystring: zipSearchQuerySchema,
          response: { 200: zipResultListSchema },
        },
      },
      async (request) => searchZipCodes(request.query.query),
    );
    app.post(
      '/api/clinics/directions',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Directions to a clinic',
          body: directionsRequestSchema,
          response: { 200: clinicListSchema },
        },
      },
      async (request) => nearestClinics(db, request.body),
    );

    // The directory itself is kept by administrators (issue 21).
    app.post(
      '/api/admin/providers',
      {
        config: { access: 'admin', errors: [409] },
        schema: {
          summary: 'Add a provider to the directory (admin)',
          body: directoryProviderCreateSchema,
          response: { 201: providerSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createDirectoryProvider(db, request.body)),
    );
    app.patch(
      '/api/admin/providers/:id',
      {
        config: { access: 'admin', errors: [409] },
        schema: {
          summary: 'Change a provider of the directory (admin)',
          params: providerIdParamsSchema,
          body: directoryProviderUpdateSchema,
          response: { 200: providerSchema },
        },
      },
      async (request) => {
        const changed = await changeDirectoryProvider(db, request.params.id, request.body);
        // A directory name appears in the partner view of everyone's appointments with it.
        await ctx.pollCaches.changedAll();
        return changed;
      },
    );
    app.delete(
      '/api/admin/providers/:id',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Remove a provider from the directory (admin)',
          params: providerIdParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await removeDirectoryProvider(db, request.params.id);
        await ctx.pollCaches.changedAll();
        return { message: PROVIDER_REMOVED_MESSAGE };
      },
    );
  };
}
