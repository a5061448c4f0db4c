import { EVENT_TYPES, UNKNOWN_USER, type AdminEvent, type EventType } from '@bloom/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userNameOf } from '../../platform/users/repo.ts';
import type { EventSource, EventSources } from './events-sources.ts';

export interface EventFilter {
  userId?: string | undefined;
  type?: EventType | undefined;
  /** One event (with `type`), for the View button. */
  id?: string | undefined;
}

const typesOf = (filter: EventFilter): readonly EventType[] => (filter.type ? [filter.type] : EVENT_TYPES);

function whereOf(source: EventSource, filter: EventFilter): SQL {
  const conditions = [
    filter.userId ? eq(source.userId, filter.userId) : undefined,
    filter.id ? eq(source.id, filter.id) : undefined,
  ].filter((c) => c !== undefined);
  return conditions.length ? sql`where ${and(...conditions)}` : sql``;
}

/**
 * One source's newest `limit` rows: a backward scan of its (at, id) index, or of (user_id, at)
 * for one user, that stops after `limit` rows. No page of the merge can need more from a source.
 */
function newestOf(source: EventSource, type: EventType, filter: EventFilter, limit: number): SQL {
  const { table, id, at, userId } = source;
  return sql`(select ${type}::text as type, ${id} as id, ${at} as at, ${userId} as user_id,
    ${source.details} as details
    from ${table} ${whereOf(source, filter)}
    order by ${at} desc, ${id} desc limit ${limit})`;
}

type EventRow = { type: EventType; id: string; timestamp: string; user_id: string; user_name: string; details: string };

/**
 * A page of the merged events, newest first, built by the database: each source gives at most
 * offset + limit rows, the merge is sorted and cut, and only then are the page's names joined
 * (a missing user reads UNKNOWN_USER).
 */
export function mergedEventsQuery(sources: EventSources, filter: EventFilter, limit: number, offset: number): SQL {
  const branches = sql.join(
    typesOf(filter).map((type) => newestOf(sources[type], type, filter, offset + limit)),
    sql` union all `,
  );
  return sql`
    select page.type, page.id,
      to_char(page.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as timestamp,
      page.user_id, coalesce(${userNameOf(sql`page.user_id`)}, ${UNKNOWN_USER}) as user_name, page.details
    from (
      select * from (${branches}) merged order by at desc, id desc limit ${limit} offset ${offset}
    ) page
    order by page.at desc, page.id desc`;
}

export async function mergedEvents(
  db: Db,
  sources: EventSources,
  filter: EventFilter,
  limit: number,
  offset: number,
): Promise<AdminEvent[]> {
  const result = (await db.execute(mergedEventsQuery(sources, filter, limit, offset))) as unknown as {
    rows: EventRow[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    type: row.type,
    timestamp: row.timestamp,
    userId: row.user_id,
    userName: row.user_name,
    details: row.details,
  }));
}

/** The sum of each source's count under the same filters. */
export async function countEvents(db: Db, sources: EventSources, filter: EventFilter): Promise<number> {
  const counts = typesOf(filter).map((type) => {
    const source = sources[type];
    return sql`(select count(*) from ${source.table} ${whereOf(source, filter)})`;
  });
  const result = (await db.execute(sql`select (${sql.join(counts, sql` + `)})::bigint as total`)) as unknown as {
    rows: { total: string | number }[];
  };
  return Number(result.rows[0]?.total ?? 0);
}

/** The event's full row, field by field as the schema names them. */
export async function eventRecord(
  db: Db,
  source: EventSource,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.select().from(source.table).where(eq(source.id, id)).limit(1);
  if (!row) return undefined;
  // clientId is her device's retry key for an entry made offline: bookkeeping, not her record.
  const { clientId: _deviceKey, ...record } = row as Record<string, unknown>;
  return record;
}
