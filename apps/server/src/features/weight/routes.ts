import {
  idParamsSchema,
  newWeightSchema,
  okSchema,
  WEIGHT_DELETED_MESSAGE,
  weightEntrySchema,
  weightGuidanceSchema,
  weightListSchema,
  weightProfileSchema,
  weightQuerySchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  changeWeightProfile,
  getWeightProfile,
  recentWeights,
  removeWeight,
  saveWeight,
  weightGuidance,
} from './service.ts';

/**
 * Weight gain against the recommended range (issue 34). Her weights and details are hers alone:
 * every route reads and writes the signed-in user's own, and `?for=<her id>` (how a partner times
 * contractions for her) is refused with WEIGHT_NOT_SHARED_MESSAGE. Not in the partner view.
 */
export function weightRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const db = ctx.database.db;
    const access = { access: 'user' } as const;
    app.get(
      '/api/weights',
      {
        config: access,
        schema: { summary: 'Her logged weights', querystring: weightQuerySchema, response: { 200: weightListSchema } },
      },
      async (request) => recentWeights(db, principalOf(request).userId),
    );
    app.get(
      '/api/weights/guidance',
      {
        config: access,
        schema: {
          summary: 'Her pre-pregnancy BMI band and the recommended gain range',
          querystring: weightQuerySchema,
          response: { 200: weightGuidanceSchema },
        },
      },
      async (request) => weightGuidance(db, principalOf(request).userId, ctx.now()),
    );
    app.post(
      '/api/weights',
      {
        config: access,
        schema: {
          summary: 'Log her weight for a day',
          querystring: weightQuerySchema,
          body: newWeightSchema,
          response: { 201: weightEntrySchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await saveWeight(db, principalOf(request).userId, request.body, ctx.now())),
    );
    app.delete(
      '/api/weights/:id',
      {
        config: access,
        schema: {
          summary: 'Delete a logged weight',
          querystring: weightQuerySchema,
          params: idParamsSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await removeWeight(db, principalOf(request).userId, request.params.id);
        return { message: WEIGHT_DELETED_MESSAGE };
      },
    );
    app.get(
      '/api/weights/profile',
      {
        config: access,
        schema: {
          summary: 'Her pre-pregnancy weight and height',
          querystring: weightQuerySchema,
          response: { 200: weightProfileSchema },
        },
      },
      async (request) => getWeightProfile(db, principalOf(request).userId),
    );
    app.put(
      '/api/weights/profile',
      {
        config: access,
        schema: {
          summary: 'Save her pre-pregnancy weight and height',
          querystring: weightQuerySchema,
          body: weightProfileSchema,
          response: { 200: weightProfileSchema },
        },
      },
      async (request) => changeWeightProfile(db, principalOf(request).userId, request.body, ctx.now()),
    );
  };
}
