import {
  moodListSchema,
  moodSchema,
  newMoodSchema,
  newSymptomSchema,
  symptomListSchema,
  symptomSchema,
  trackingStatsSchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { logMood, logSymptom, recentMoods, recentSymptoms, trackingStats } from './service.ts';

export function trackingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/symptoms',
      { config: { access: 'user' }, schema: { summary: 'Her logged symptoms', response: { 200: symptomListSchema } } },
      async (request) => recentSymptoms(ctx.database.db, principalOf(request).userId),
    );
    app.post(
      '/api/symptoms',
      {
        config: { access: 'user', usage: 'others' },
        schema: { summary: 'Log a symptom', body: newSymptomSchema, response: { 201: symptomSchema } },
      },
      async (request, reply) => {
        const { userId } = principalOf(request);
        const created = await logSymptom(ctx.database.db, userId, request.body);
        // Her partner's view shows her latest entries.
        await ctx.pollCaches.changed(userId);
        return reply.code(201).send(created);
      },
    );
    app.get(
      '/api/moods',
      { config: { access: 'user' }, schema: { summary: 'Her logged moods', response: { 200: moodListSchema } } },
      async (request) => recentMoods(ctx.database.db, principalOf(request).userId),
    );
    app.post(
      '/api/moods',
      {
        config: { access: 'user', usage: 'others' },
        schema: { summary: 'Log a mood', body: newMoodSchema, response: { 201: moodSchema } },
      },
      async (request, reply) => {
        const { userId } = principalOf(request);
        const created = await logMood(ctx.database.db, userId, request.body);
        // Her partner's view shows her latest entries.
        await ctx.pollCaches.changed(userId);
        return reply.code(201).send(created);
      },
    );
    app.get(
      '/api/tracking/stats',
      {
        config: { access: 'user' },
        schema: { summary: 'Her symptom and mood statistics', response: { 200: trackingStatsSchema } },
      },
      async (request) => trackingStats(ctx.database.db, principalOf(request).userId),
    );
  };
}
