import type { EventType, PartnerData, UserExport } from '@bloom/contract';
import type { Patient, Reference, Resource } from '@medplum/fhirtypes';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/*
 * Her personal data, registered once per owner (docs/decisions/015-table-owners-and-personal-data.md).
 * Each owner that stores her rows writes one `PersonalData` in its own folder (`personal-data.ts`)
 * and adds it to the list in apps/server/src/personal-data.ts. The export (JSON and FHIR), account
 * deletion, the admin's merged events and record pages, and the partner view iterate over that list
 * (handed to them through AppContext); none of them names another owner's table.
 */

/** Whose data: her account id and the address her mail is queued under. */
export interface Her {
  id: string;
  email: string;
}

/** The JSON export's sections (contract `UserExport`), each written by the owner of its rows. */
export type ExportSections = Omit<UserExport, 'format' | 'exportedAt'>;

/**
 * Readers of her export sections. They run one after another inside the export's one read-only,
 * repeatable-read transaction (`db` is that transaction), oldest rows first.
 */
export type ExportReaders = {
  [K in keyof ExportSections]?: (db: Db, her: Her, now: Date) => Promise<ExportSections[K]>;
};

/** The window of an administrator's per-table read: everyone's rows, or one user's, newest first. */
export interface RecordsWindow {
  userId?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * One table of the admin's merged 'All User Data' list (and its own admin page). The merge is one
 * statement over every source, so the owner hands over the columns it is built from; `at` and
 * `id` have an index on (at, id) and one on (user_id, at).
 */
export interface EventSource {
  table: PgTable;
  id: PgColumn;
  userId: PgColumn;
  at: PgColumn;
  /** The spec's detail text (§2), built by the database for the page's rows. */
  details: SQL;
  /** The key of her count on the admin's user page (e.g. 'symptoms'). */
  countKey: string;
  /** The admin's page of this table (`/api/admin/<table>`), in the contract's row shape, newest first. */
  rows: (db: Db, window: RecordsWindow) => Promise<Record<string, unknown>[]>;
}

/** The partner view's lists: everything of `PartnerData` but her name, week and due date (platform/users). */
export type PartnerSections = Omit<PartnerData, 'firstName' | 'pregnancyWeeks' | 'dueDate'>;

/** A select over her rows, given her id as an SQL expression (a drizzle select builder). */
export interface PartnerListQuery<Row> extends PromiseLike<Row[]> {
  readonly _: { readonly selectedFields: object };
  as(alias: string): object;
}

/** One list's rows for one partner of the batch; `followed` is false once her sync is paused or ended. */
export interface PartnerListRows<Row> {
  followed: boolean;
  rows: Row[];
}

/**
 * The partners whose views are read together (every view asked for in one turn of the event
 * loop), so each list is one statement for all of them, not one per partner.
 */
export interface PartnerBatch {
  /** The moment the views are read at. */
  now: Date;
  /** How many items each list shows. */
  limit: number;
  /** Each partner's pregnant user's time zone (for dates shown as her calendar days), in the batch's order. */
  timeZones: string[];
  /**
   * `list(her)` for every partner of the batch in one statement, in the batch's order. `her` is
   * an SQL expression for the pregnant user he follows, null once the sync is paused or ended, so
   * a pause that lands between two lists' statements still shows nothing new.
   */
  lists<Row>(db: Db, list: (her: SQL) => PartnerListQuery<Row>): Promise<PartnerListRows<Row>[]>;
}

/** A partner view list, and when it goes stale by itself (an appointment starts, say). */
export interface PartnerRead<T> {
  items: T;
  until?: Date | null | undefined;
}

/** Each list for every partner of the batch: one `PartnerRead` per partner, in its order. */
export type PartnerReaders = {
  [K in keyof PartnerSections]?: (db: Db, batch: PartnerBatch) => Promise<PartnerRead<PartnerSections[K]>[]>;
};

/** One owner's part in her personal data. */
export interface PersonalData {
  /** The owning folder or file, as in db/owners.ts (e.g. 'features/tracking'). */
  owner: string;
  /** The owner's tables that hold her rows (a column referring to users.id); deleted by ON DELETE CASCADE. */
  tables: readonly PgTable[];
  /** Her sections of the JSON export. */
  export?: ExportReaders;
  /** FHIR R4 resources made from her export (the Bundle's entries, in registry order). */
  fhir?: (data: UserExport, subject: Reference<Patient>) => Resource[];
  /** Account deletion beyond the cascade (rows without a foreign key), inside its transaction, before her row goes. */
  erase?: (tx: Db, her: Her) => Promise<void>;
  /** Sources of the admin's merged events and record pages. */
  events?: Partial<Record<EventType, EventSource>>;
  /** What her partner may read of it. */
  partner?: PartnerReaders;
}

export type PersonalDataRegistry = readonly PersonalData[];

/** Each event type's source (the registry test checks there is exactly one per type). */
export function eventSources(registry: PersonalDataRegistry): Record<EventType, EventSource> {
  return Object.assign({}, ...registry.map((r) => r.events ?? {})) as Record<EventType, EventSource>;
}

/** Runs every owner's deletion step for her, inside the caller's transaction. */
export async function eraseHer(registry: PersonalDataRegistry, tx: Db, her: Her): Promise<void> {
  for (const part of registry) await part.erase?.(tx, her);
}
