import {
  CALENDAR_LINK_STOPPED_TITLE,
  calendarFeedParamsSchema,
  calendarLinkSchema,
  careTimelineSchema,
  okSchema,
  reminderSettingsSchema,
  reminderSettingsUpdateSchema,
} from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { SWEEP_EVERY_MS, sweepDayBeforeReminders } from './day-before.ts';
import {
  calendarFeed,
  careTimelineOf,
  changeReminderSettings,
  makeCalendarLink,
  reminderSettingsOf,
  stopCalendarLink,
} from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One sweep of the day-before e-mails at `ctx.now()` (the timer calls it; tests call it too). Returns how many it queued. */
    sweepDayBeforeReminders: () => Promise<number>;
  }
}

/** Reminders (issue 34): her care timeline, her private calendar link and day-before e-mails. */
export function remindersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const db = ctx.database.db;
    app.get(
      '/api/reminders/timeline',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Her care timeline: tests and vaccines dated from her due date, with sources',
          response: { 200: careTimelineSchema },
        },
      },
      async (request) => careTimelineOf(db, principalOf(request).userId, ctx.now()),
    );
    app.get(
      '/api/reminders/settings',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Her reminder settings and when her calendar link was made',
          response: { 200: reminderSettingsSchema },
        },
      },
      async (request) => reminderSettingsOf(db, principalOf(request).userId),
    );
    app.patch(
      '/api/reminders/settings',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Turn day-before e-mails or details in her calendar and e-mails on or off',
          body: reminderSettingsUpdateSchema,
          response: { 200: reminderSettingsSchema },
        },
      },
      async (request) => changeReminderSettings(db, principalOf(request).userId, request.body, ctx.now()),
    );
    app.post(
      '/api/reminders/calendar-link',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Make a new private calendar link (the old one stops working); shown only in this answer',
          response: { 201: calendarLinkSchema },
        },
      },
      async (request, reply) => {
        const link = await makeCalendarLink(db, ctx.config.publicUrl, principalOf(request).userId, ctx.now());
        return reply.code(201).send(link);
      },
    );
    app.delete(
      '/api/reminders/calendar-link',
      {
        config: { access: 'user' },
        schema: { summary: 'Turn off her calendar link', response: { 200: okSchema } },
      },
      async (request) => {
        await stopCalendarLink(db, principalOf(request).userId, ctx.now());
        return { message: CALENDAR_LINK_STOPPED_TITLE };
      },
    );

    // Her phone's calendar app fetches this without signing in: the secret in the path is the
    // credential (public route; 404 for an unknown or replaced link). Like every API answer it
    // goes out with `cache-control: no-store` (platform/security-headers.ts): never cached on the way.
    app.get(
      '/api/calendar/feed/:secret.ics',
      {
        config: { access: 'public', errors: [404, 429] },
        schema: {
          summary:
            'Her calendar subscription (iCalendar) for the secret in her link; 404 for an unknown or replaced link',
          params: calendarFeedParamsSchema,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        reply.header('x-robots-tag', 'noindex');
        const body = await calendarFeed(
          { ...ctx, db, rateLimiter: ctx.rateLimiter },
          request.params.secret,
          request.ip,
          ctx.now(),
        );
        reply.type('text/calendar; charset=utf-8');
        return body;
      },
    );

    // The day-before e-mails: every instance sweeps; the marks keep each e-mail to one.
    const sweep = () =>
      sweepDayBeforeReminders({
        db,
        appointments: ctx.appointments,
        mailer: ctx.mailer,
        publicUrl: ctx.config.publicUrl,
        now: ctx.now(),
      });
    app.decorate('sweepDayBeforeReminders', sweep);
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = sweep()
          .catch((err: unknown) =>
            ctx.log.warn({ reason: (err as Error)?.message ?? String(err) }, 'day-before reminders: sweep failed'),
          )
          .finally(() => {
            running = undefined;
          });
      }, SWEEP_EVERY_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  };
  // Registered on the app itself rather than in a child context (what fastify-plugin does), so
  // the sweep is reachable as `app.sweepDayBeforeReminders`.
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
