import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { AppointmentLookup, CalendarEntryLookup } from './calendar-sources.ts';
import type { Database } from '../db/client.ts';
import type { SessionStore } from './auth/session-store.ts';
import type { Mailer } from './mail.ts';
import type { PartnerLink } from './partner-link.ts';
import type { PendingWrites } from './pending-writes.ts';
import type { PersonalDataRegistry } from './personal-data.ts';
import type { PollCaches } from './poll-cache.ts';
import type { ProviderLookup } from './provider-lookup.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { RedisLink } from './redis.ts';
import type { UsageTotals } from './usage-totals.ts';

/** What every feature's routes and services are built from; created once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  /** Shared state across instances; undefined when REDIS_URL is unset (one instance). */
  redis: RedisLink | undefined;
  mailer: Mailer;
  /** Per-user copies of the polled answers; features report the writes that change them. */
  pollCaches: PollCaches;
  log: FastifyBaseLogger;
  /** The time the rules read (her allowance, her local day); tests pass a clock they move. */
  now: () => Date;
  /** Her personal data, one entry per owner (apps/server/src/personal-data.ts). */
  personalData: PersonalDataRegistry;
  /** The providers feature's answers to features that refer to a provider. */
  providers: ProviderLookup;
  /** The appointments feature's answers to the reminders feature (her calendar feed, day-before e-mails). */
  appointments: AppointmentLookup;
  /** The calendar feature's answer to the reminders feature (her calendar feed). */
  calendarEntries: CalendarEntryLookup;
  /** The partner-sync feature's answer to features a synced partner may act in (the contraction timer). */
  partners: PartnerLink;
  /** The chat's usage records, aggregated (the admin's dashboard). */
  usage: UsageTotals;
  /** Her writes queued off her request's path, which her export and deletion wait for. */
  pendingWrites: PendingWrites;
}
