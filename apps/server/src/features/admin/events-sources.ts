import { ADMIN_MESSAGE_DETAIL_CHARS, type EventType } from '@bloom/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { appointments, calendarEntries, chatMessages, moods, symptoms, usageStats } from '../../db/schema/index.ts';

export type SourceTable =
  | typeof chatMessages
  | typeof calendarEntries
  | typeof symptoms
  | typeof moods
  | typeof appointments
  | typeof usageStats;

/** One table of the merged 'All User Data' list. */
export interface EventSource {
  table: SourceTable;
  /** When it happened; every source has an index on (this, id) and one on (user_id, this). */
  at: PgColumn;
  /** The spec's detail text (§2), built by the database for the page's rows. */
  details: SQL;
}

/** 90 → '1m 30s'; 3700 → '1h 1m'. */
const duration = (seconds: PgColumn) => sql`case
  when ${seconds} >= 3600 then (${seconds} / 3600) || 'h ' || ((${seconds} % 3600) / 60) || 'm'
  when ${seconds} >= 60 then (${seconds} / 60) || 'm ' || (${seconds} % 60) || 's'
  else ${seconds} || 's' end`;

/** The six sources and how each one reads in the admin's table: the one place these texts are made. */
export const EVENT_SOURCES: Record<EventType, EventSource> = {
  chat_message: {
    table: chatMessages,
    at: chatMessages.timestamp,
    details: sql`(case when ${chatMessages.isFromUser} then 'User' else 'AI' end) || ': ' || left(${chatMessages.message}, ${sql.raw(String(ADMIN_MESSAGE_DETAIL_CHARS))})`,
  },
  calendar_entry: {
    table: calendarEntries,
    at: calendarEntries.createdAt,
    details: sql`${calendarEntries.type} || ': ' || ${calendarEntries.title}`,
  },
  symptom: {
    table: symptoms,
    at: symptoms.loggedAt,
    details: sql`${symptoms.name} || ' (' || ${symptoms.severity} || '/5)'`,
  },
  mood: {
    table: moods,
    at: moods.loggedAt,
    details: sql`${moods.mood} || ' (energy ' || ${moods.energy} || '/5)'`,
  },
  appointment: {
    table: appointments,
    at: appointments.createdAt,
    details: sql`${appointments.type} || ' · ' || coalesce('provider ' || ${appointments.providerId}, 'no provider')`,
  },
  feature_usage: {
    table: usageStats,
    at: usageStats.timestamp,
    details: sql`${usageStats.featureType} || ' · ' || ${duration(usageStats.durationSeconds)}`,
  },
};
