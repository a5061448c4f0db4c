import { ADMIN_MESSAGE_DETAIL_CHARS, UNKNOWN_USER } from '@bloom/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { chatAllowances, chatIssuedReplies, chatMessages, usageStats } from '../../db/schema/index.ts';
import type { PersonalData } from '../../platform/personal-data.ts';
import { userNameOf } from '../../platform/users/repo.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** 90 → '1m 30s'; 3700 → '1h 1m'. */
const duration = (seconds: PgColumn) => sql`case
  when ${seconds} >= 3600 then (${seconds} / 3600) || 'h ' || ((${seconds} % 3600) / 60) || 'm'
  when ${seconds} >= 60 then (${seconds} / 60) || 'm ' || (${seconds} % 60) || 's'
  else ${seconds} || 's' end`;

/** Her chat messages, her usage of the features, her chat allowance and the replies issued to her. */
export const chatPersonalData: PersonalData = {
  owner: 'features/chat',
  tables: [chatMessages, chatAllowances, chatIssuedReplies, usageStats],
  export: {
    chatMessages: async (db, her) =>
      (
        await db
          .select({
            id: chatMessages.id,
            message: chatMessages.message,
            isFromUser: chatMessages.isFromUser,
            timestamp: chatMessages.timestamp,
          })
          .from(chatMessages)
          .where(eq(chatMessages.userId, her.id))
          .orderBy(asc(chatMessages.timestamp))
      ).map((m) => ({ ...m, timestamp: iso(m.timestamp) })),
    usageStats: async (db, her) =>
      (
        await db
          .select({
            id: usageStats.id,
            featureType: usageStats.featureType,
            durationSeconds: usageStats.durationSeconds,
            timestamp: usageStats.timestamp,
          })
          .from(usageStats)
          .where(eq(usageStats.userId, her.id))
          .orderBy(asc(usageStats.timestamp))
      ).map((u) => ({ ...u, timestamp: iso(u.timestamp) })),
    chatAllowance: async (db, her) => {
      const [row] = await db
        .select({
          day: chatAllowances.day,
          sessionsUsed: chatAllowances.sessionsUsed,
          sessionStartedAt: chatAllowances.sessionStartedAt,
          sessionEndsAt: chatAllowances.sessionEndsAt,
        })
        .from(chatAllowances)
        .where(eq(chatAllowances.userId, her.id));
      return row
        ? { ...row, sessionStartedAt: isoOrNull(row.sessionStartedAt), sessionEndsAt: isoOrNull(row.sessionEndsAt) }
        : null;
    },
    chatIssuedReplies: async (db, her) =>
      (
        await db
          .select({
            replyHash: chatIssuedReplies.replyHash,
            issuedAt: chatIssuedReplies.issuedAt,
            used: chatIssuedReplies.used,
          })
          .from(chatIssuedReplies)
          .where(eq(chatIssuedReplies.userId, her.id))
          .orderBy(asc(chatIssuedReplies.issuedAt))
      ).map((r) => ({ ...r, issuedAt: iso(r.issuedAt) })),
  },
  events: {
    chat_message: {
      table: chatMessages,
      id: chatMessages.id,
      userId: chatMessages.userId,
      at: chatMessages.timestamp,
      details: sql`(case when ${chatMessages.isFromUser} then 'User' else 'AI' end) || ': ' || left(${chatMessages.message}, ${sql.raw(String(ADMIN_MESSAGE_DETAIL_CHARS))})`,
      countKey: 'chatMessages',
      rows: (db, w) =>
        db
          .select({
            id: chatMessages.id,
            userId: chatMessages.userId,
            message: chatMessages.message,
            isFromUser: chatMessages.isFromUser,
            timestamp: chatMessages.timestamp,
          })
          .from(chatMessages)
          .where(w.userId ? eq(chatMessages.userId, w.userId) : undefined)
          .orderBy(desc(chatMessages.timestamp), desc(chatMessages.id))
          .limit(w.limit)
          .offset(w.offset),
    },
    feature_usage: {
      table: usageStats,
      id: usageStats.id,
      userId: usageStats.userId,
      at: usageStats.timestamp,
      details: sql`${usageStats.featureType} || ' · ' || ${duration(usageStats.durationSeconds)}`,
      countKey: 'usageStats',
      rows: (db, w) =>
        db
          .select({
            id: usageStats.id,
            userId: usageStats.userId,
            userName: sql<string>`coalesce(${userNameOf(usageStats.userId)}, ${UNKNOWN_USER})`,
            featureType: usageStats.featureType,
            durationSeconds: usageStats.durationSeconds,
            timestamp: usageStats.timestamp,
          })
          .from(usageStats)
          .where(w.userId ? eq(usageStats.userId, w.userId) : undefined)
          .orderBy(desc(usageStats.timestamp), desc(usageStats.id))
          .limit(w.limit)
          .offset(w.offset),
    },
  },
};
