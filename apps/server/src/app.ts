// First: the contract makes zod jitless before any schema (the server's own included) is built.
import '@bloom/contract/zod-jitless';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { accountsRoutes } from './features/accounts/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { appointmentLookup } from './features/appointments/lookup.ts';
import { appointmentsRoutes } from './features/appointments/routes.ts';
import { calendarEntryLookup } from './features/calendar/lookup.ts';
import { calendarRoutes } from './features/calendar/routes.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { checklistsRoutes } from './features/checklists/routes.ts';
import { createUsageTotals } from './features/chat/usage-totals.ts';
import { configRoutes } from './features/config/routes.ts';
import { contractionsRoutes } from './features/contractions/routes.ts';
import { weightRoutes } from './features/weight/routes.ts';
import { ensureFirstAdmin } from './features/accounts/first-admin.ts';
import { foodSafetyRoutes } from './features/food-safety/routes.ts';
import { healthInfoRoutes } from './features/health/info-routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { kicksRoutes } from './features/kicks/routes.ts';
import { partnerLink } from './features/partner-sync/link.ts';
import { partnerSyncRoutes } from './features/partner-sync/routes.ts';
import { pregnancyRoutes } from './features/pregnancy/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { providersRoutes } from './features/providers/routes.ts';
import { remindersRoutes } from './features/reminders/routes.ts';
import { seedProviders } from './features/providers/directory.ts';
import { providerLookup } from './features/providers/lookup.ts';
import { trackingRoutes } from './features/tracking/routes.ts';
import { registerAccessControl } from './platform/auth/access.ts';
import { redisRevocationBus } from './platform/auth/revocation-bus.ts';
import { SessionStore } from './platform/auth/session-store.ts';
import { createPendingWrites } from './platform/pending-writes.ts';
import { PERSONAL_DATA } from './personal-data.ts';
import type { AppContext } from './platform/context.ts';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './platform/errors.ts';
import { registerInputGuard, registerJsonBodyParser } from './platform/input-guard.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerCompression } from './platform/compression.ts';
import { lazyRequestLogger, logDestination, loggerOptions, registerRequestLog } from './platform/logging.ts';
import { createMailTransport, type MailTransport } from './platform/mail.ts';
import { MailOutbox, type MailOutboxOptions } from './platform/mail-outbox.ts';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './platform/rate-limit.ts';
import { localChannelBus, redisChannelBus } from './platform/channel-bus.ts';
import { POLL_CACHE_CHANNEL, PollCaches, type PollCacheChange } from './platform/poll-cache.ts';
import { connectRedis } from './platform/redis.ts';
import { serverSecret } from './platform/server-secrets.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerUsageRecording } from './platform/usage-recording.ts';
import { registerWebApp } from './platform/web-app.ts';

export interface AppOverrides {
  /** An already open database (tests pass a migrated PGlite or a per-file PostgreSQL schema). */
  database?: Database;
  rateLimiter?: RateLimiter;
  /** What delivers the queued e-mails (tests pass a fake); the SMTP server of SMTP_URL otherwise. */
  mailer?: MailTransport;
  /** Mail outbox tuning: tests shorten the backoff, or deliver inline so a reply comes after its mail. */
  mailOutbox?: Partial<MailOutboxOptions>;
  /** Where log lines go (tests read them to prove no personal data is logged). */
  logStream?: { write(line: string): void };
  /** How long a polled answer is kept at most (tests lengthen it so only invalidation can refresh it). */
  pollCacheTtlMs?: number;
  /** The clock the rules read (tests move their own instead of faking Date for the process). */
  now?: () => Date;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** Builds the whole server; main.ts and every API test use this same function. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const headerOptions = { trustProxy: config.trustProxy };
  const log = overrides.logStream ? undefined : logDestination();
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), stream: overrides.logStream ?? log!.stream },
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: 100 * 1024,
    // On close, idle keep-alive connections end at once instead of after their 72 s timeout.
    forceCloseConnections: 'idle',
    // A hop count as proxy-addr reads it (Fastify's types omit the number form): the nearest n hops.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Reuse a caller's trace id when it looks like one, so a user can quote it to support.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : crypto.randomUUID();
    },
    // Requests refused before any route sees them still get the one error shape and the API headers.
    frameworkErrors: frameworkErrorHandler(headerOptions),
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    overrides.database ??
    (await openDatabase(config, (error) =>
      app.log.warn(
        { reason: `${(error as { code?: string }).code ?? ''} ${error.message}`.trim() },
        'database connection lost',
      ),
    ));
  if (!overrides.database) await database.migrate();
  const transport = overrides.mailer ?? createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const outbox = new MailOutbox(database.db, transport, app.log, overrides.mailOutbox);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  const pollCacheBus = redis
    ? redisChannelBus<PollCacheChange>(redis, POLL_CACHE_CHANNEL, { all: true })
    : localChannelBus<PollCacheChange>();
  await pollCacheBus.started;
  const usage = createUsageTotals(database.db, (err) => app.log.error({ err }, 'usage not recorded'));
  const ctx: AppContext = {
    config,
    database,
    sessions: new SessionStore(database.db, {
      ttlMs: config.sessionTtlMs,
      epoch: config.sessionEpoch,
      idleMs: config.sessionIdleMs,
      ...(overrides.now ? { now: overrides.now } : {}),
      ...(redis ? { bus: redisRevocationBus(redis) } : {}),
    }),
    rateLimiter:
      overrides.rateLimiter ??
      (redis ? redisRateLimiter(redis, await serverSecret(database.db, 'rate-limit-keys')) : memoryRateLimiter()),
    redis,
    mailer: outbox,
    pollCaches: new PollCaches(
      pollCacheBus,
      overrides.pollCacheTtlMs === undefined ? {} : { ttlMs: overrides.pollCacheTtlMs },
    ),
    log: app.log,
    now: overrides.now ?? (() => new Date()),
    personalData: PERSONAL_DATA,
    providers: providerLookup,
    appointments: appointmentLookup(providerLookup),
    calendarEntries: calendarEntryLookup,
    partners: partnerLink,
    usage,
    pendingWrites: createPendingWrites(),
  };
  ctx.pendingWrites.register(usage.settledFor);
  app.decorate('writesSettled', (userId: string) => ctx.pendingWrites.settled(userId));

  // Added before the features: Fastify runs onClose hooks last-added first, so the features'
  // own hooks (writes still pending) run while the database is open.
  app.addHook('onClose', async () => {
    await ctx.usage.settled();
    await outbox.stop();
    await ctx.rateLimiter.close();
    await ctx.sessions.close();
    await redis?.close();
    if (!overrides.database) await database.close();
    await log?.close();
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, headerOptions);
  registerRequestLog(app);
  registerAccessControl(app, ctx.sessions);
  registerUsageRecording(app, ctx);
  registerInputGuard(app);
  registerJsonBodyParser(app);
  await registerCompression(app);
  // Before the features: the OpenAPI document collects the routes as they are added.
  await registerOpenApi(app);

  await app.register(healthRoutes(ctx));
  for (const feature of [
    accountsRoutes,
    profileRoutes,
    adminRoutes,
    trackingRoutes,
    kicksRoutes,
    contractionsRoutes,
    checklistsRoutes,
    weightRoutes,
    pregnancyRoutes,
    calendarRoutes,
    providersRoutes,
    appointmentsRoutes,
    remindersRoutes,
    foodSafetyRoutes,
    healthInfoRoutes,
    chatRoutes,
    partnerSyncRoutes,
    configRoutes,
  ]) {
    await app.register(feature(ctx));
  }
  await registerWebApp(app, config.webDistDir);

  await ensureFirstAdmin(ctx);
  await seedProviders(ctx.database.db);
  outbox.start();
  return app;
}
