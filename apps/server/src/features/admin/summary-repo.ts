import { EVENT_TYPES } from '@bloom/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { UsageTotals } from '../../platform/usage-totals.ts';
import { userTotalsColumns } from '../../platform/users/repo.ts';
import type { EventSources } from './events-sources.ts';

type Count = number | string;

/** The four cards' numbers in one statement: aggregates only, no user's row leaves the database. */
export async function summaryCounts(db: Db, sources: EventSources, usage: UsageTotals, todayStart: Date) {
  const events = sql.join(
    EVENT_TYPES.map((type) => sql`(select count(*) from ${sources[type].table})`),
    sql` + `,
  );
  const result = (await db.execute(sql`select
    ${userTotalsColumns(todayStart)},
    (${events}) as total_events,
    ${usage.totalsColumns()}`)) as unknown as {
    rows: Record<
      'total_users' | 'users_today' | 'pending_approval' | 'total_events' | 'feature_uses' | 'usage_seconds',
      Count
    >[];
  };
  const row = result.rows[0]!;
  return {
    totalUsers: Number(row.total_users),
    usersToday: Number(row.users_today),
    pendingApproval: Number(row.pending_approval),
    totalEvents: Number(row.total_events),
    featureUses: Number(row.feature_uses),
    usageSeconds: Number(row.usage_seconds),
  };
}

/**
 * Per UTC day from `firstDay` to `lastDay` (both 'YYYY-MM-DD'), every day present: people with
 * any record that day in the event sources, and text or voice chat sessions started. Each source is
 * read through its time index for the window only.
 */
export async function dailyUsage(db: Db, sources: EventSources, usage: UsageTotals, firstDay: string, lastDay: string) {
  const from = sql`${firstDay}::date::timestamp at time zone 'UTC'`;
  const until = sql`(${lastDay}::date + 1)::timestamp at time zone 'UTC'`;
  const activity = sql.join(
    EVENT_TYPES.map((type) => {
      const { table, at, userId } = sources[type];
      return sql`select ${userId} as user_id, (${at} at time zone 'UTC')::date as day
        from ${table} where ${at} >= ${from} and ${at} < ${until}`;
    }),
    sql` union all `,
  );
  const result = (await db.execute(sql`
    with days as (
      select generate_series(${firstDay}::timestamp, ${lastDay}::timestamp, interval '1 day')::date as day
    ),
    active as (
      select day, count(distinct user_id) as n from (${activity}) activity group by day
    ),
    chats as (
      ${usage.chatSessionsPerDay(from, until)}
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(active.n, 0) as active_users,
      coalesce(chats.n, 0) as chat_sessions
    from days
    left join active on active.day = days.day
    left join chats on chats.day = days.day
    order by days.day`)) as unknown as { rows: { date: string; active_users: Count; chat_sessions: Count }[] };
  return result.rows.map((row) => ({
    date: row.date,
    activeUsers: Number(row.active_users),
    chatSessions: Number(row.chat_sessions),
  }));
}
