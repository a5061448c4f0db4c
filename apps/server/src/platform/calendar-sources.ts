import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/*
 * What the appointments and calendar features (the owners of `appointments` and
 * `calendar_entries`) offer the reminders feature through AppContext: her calendar feed and the
 * day-before e-mails read their rows here, so the rules about those tables stay with their owners.
 */

/** An appointment as her calendar feed shows it. */
export interface FeedAppointment {
  id: string;
  title: string;
  type: string;
  dateTime: Date;
  location: string | null;
  notes: string | null;
  status: 'scheduled' | 'cancelled';
  /** Raised by every change; the feed's SEQUENCE is built from it. */
  revision: number;
  createdAt: Date;
  providerName: string | null;
  providerAddress: string | null;
}

/** A scheduled appointment whose day-before e-mail may be due. */
export interface DueAppointment {
  id: string;
  userId: string;
  title: string;
  type: string;
  dateTime: Date;
  location: string | null;
  providerName: string | null;
  providerAddress: string | null;
}

export interface AppointmentLookup {
  /** Her appointments starting at or after `since` (cancelled ones too), soonest first. */
  forFeed(db: Db, userId: string, since: Date): Promise<FeedAppointment[]>;
  /**
   * Scheduled appointments starting after `from` and no later than `until`, of the users `users` selects (an SQL
   * subquery of user ids, so the pick stays one statement), soonest first.
   */
  startingBetween(db: Db, users: SQL, from: Date, until: Date): Promise<DueAppointment[]>;
}

/** A calendar entry as her calendar feed shows it. */
export interface FeedEntry {
  id: string;
  /** 'YYYY-MM-DD', her calendar day. */
  date: string;
  /** 'HH:mm' in her time zone, or null: an all-day entry. */
  time: string | null;
  type: string;
  title: string;
  description: string | null;
  /** Raised by every edit; the feed's SEQUENCE is built from it. */
  revision: number;
  createdAt: Date;
}

export interface CalendarEntryLookup {
  /** Her entries of these types dated on or after `since` ('YYYY-MM-DD'), by date. */
  forFeed(db: Db, userId: string, types: readonly string[], since: string): Promise<FeedEntry[]>;
  /** All of her entries, of every type and date, by date (her calendar export). */
  forExport(db: Db, userId: string): Promise<FeedEntry[]>;
}
