import {
  moodListSchema,
  moodSchema,
  newMoodSchema,
  newSymptomSchema,
  symptomListSchema,
  symptomSchema,
  trackingStatsSchema,
} from '@bloom/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { logMood, logSymptom, recentMoods, recentSymptomsJson, trackingStats } from './service.ts';

export function trackingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const keptSymptoms = ctx.pollCaches.create<string>();
  return async (app) => {
    app.get(
      '/api/symptoms',
      { config: { access: 'user' }, schema: { summary: 'Her logged symptoms', response: { 200: symptomListSchema } } },
      // Kept rendered per user until she logs a symptom (decision 018).
      async (request, reply) =>
        (reply as FastifyReply)
          .type('application/json; charset=utf-8')
          .send(await recentSymptomsJson(ctx.database.db, principalOf(request).userId, keptSymptoms)),
    );
    app.post(
      '/api/symptoms',
      {
        config: { access: 'user', usage: 'others' },
        schema: {
          summary: 'Log a symptom',
          body: newSymptomSchema,
          response: { 201: symptomSchema, 200: symptomSchema },
        },
      },
      async (request, reply) => {
        const { userId } = principalOf(request);
        const { entry, created } = await logSymptom(ctx.database.db, userId, request.body);
        if (!created) return reply.code(200).send(entry); // a retry of a clientId she used: stored once
        // Her partner's view shows her latest entries.
        await ctx.pollCaches.changed(userId);
        return reply.code(201).send(entry);
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
        schema: { summary: 'Log a mood', body: newMoodSchema, response: { 201: moodSchema, 200: moodSchema } },
      },
      async (request, reply) => {
        const { userId } = principalOf(request);
        const { entry, created } = await logMood(ctx.database.db, userId, request.body);
        if (!created) return reply.code(200).send(entry); // a retry of a clientId she used: stored once
        // Her partner's view shows her latest entries.
        await ctx.pollCaches.changed(userId);
        return reply.code(201).send(entry);
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
