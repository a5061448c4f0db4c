import {
  educationQuerySchema,
  educationResponseSchema,
  guidelinesQuerySchema,
  guidelinesResponseSchema,
  medicationParamsSchema,
  medicationResultSchema,
  partnerTipsSchema,
  vaccinesResponseSchema,
  weekParamSchema,
  weeklyInfoSchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { listEducation, listGuidelines, listVaccines, partnerTips, weeklyInfo } from './info-service.ts';
import { checkMedication } from './medication-service.ts';
import { guidelinesIn } from './spanish.ts';

/** The health information hub (spec §7): guidelines, vaccines, weekly information, medication, education. */
export function healthInfoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health/guidelines',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Health guidelines for pregnancy',
          querystring: guidelinesQuerySchema,
          response: { 200: guidelinesResponseSchema },
        },
      },
      async (request) => guidelinesIn(requestLocale(request), listGuidelines(request.query)),
    );
    app.get(
      '/api/health/vaccines',
      {
        config: { access: 'user' },
        schema: { summary: 'Vaccines in pregnancy', response: { 200: vaccinesResponseSchema } },
      },
      async () => listVaccines(),
    );
    app.get(
      '/api/health/week/:week',
      {
        config: { access: 'user' },
        schema: {
          summary: "The baby's development in one week",
          params: weekParamSchema,
          response: { 200: weeklyInfoSchema },
        },
      },
      async (request) => weeklyInfo(request.params.week),
    );
    app.get(
      '/api/health/partner-tips/:week',
      {
        config: { access: 'user' },
        schema: {
          summary: 'How a partner can help in one week of pregnancy',
          params: weekParamSchema,
          response: { 200: partnerTipsSchema },
        },
      },
      async (request) => partnerTips(request.params.week),
    );
    // A wildcard, not ':name': the router answers a named parameter over 100 characters with a
    // bare 414 before validation; this way an over-long name gets the schema's own message.
    app.get(
      '/api/health/medication/*',
      {
        config: { access: 'user' },
        onRequest: async (request) => {
          const { '*': name } = request.params as Record<string, string | undefined>;
          request.params = { name: name ?? '' };
        },
        schema: {
          summary: "What a medicine's label says about pregnancy",
          params: medicationParamsSchema,
          response: { 200: medicationResultSchema },
        },
      },
      async (request) => checkMedication(ctx, principalOf(request).userId, request.params.name),
    );
    app.get(
      '/api/education',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Education articles',
          querystring: educationQuerySchema,
          response: { 200: educationResponseSchema },
        },
      },
      async (request) => listEducation(request.query),
    );
  };
}
