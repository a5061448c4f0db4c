import { asc, eq, or, sql } from 'drizzle-orm';
import { syncConnections, syncRequests } from '../../db/schema/index.ts';
import type { PersonalData } from '../../platform/personal-data.ts';
import { userField } from '../../platform/users/repo.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** Sync requests she sent or received, and the syncs she is in, with the other person as the app shows them. */
export const partnerSyncPersonalData: PersonalData = {
  owner: 'features/partner-sync',
  tables: [syncRequests, syncConnections],
  export: {
    syncRequests: async (db, her) => {
      // A request she sent to an address without an account has nobody on the other side.
      const other = sql`case when ${syncRequests.requesterId} = ${her.id} then ${syncRequests.partnerId} else ${syncRequests.requesterId} end`;
      const rows = await db
        .select({
          id: syncRequests.id,
          requesterId: syncRequests.requesterId,
          status: syncRequests.status,
          otherFirstName: userField(other, 'firstName'),
          otherLastName: userField(other, 'lastName'),
          otherEmail: userField(other, 'email'),
          requestedAt: syncRequests.requestedAt,
          respondedAt: syncRequests.respondedAt,
        })
        .from(syncRequests)
        .where(or(eq(syncRequests.requesterId, her.id), eq(syncRequests.partnerId, her.id)))
        .orderBy(asc(syncRequests.requestedAt));
      return rows.map((r) => {
        const role = r.requesterId === her.id ? 'requester' : 'partner';
        // Whom she asked is named only once they approved: the app never tells a requester
        // whether an e-mail has an account, and her export must not either.
        const named = (role === 'partner' || r.status === 'approved') && r.otherFirstName !== null;
        return {
          id: r.id,
          role,
          status: r.status,
          otherName: named ? fullName(r.otherFirstName ?? '', r.otherLastName ?? '') : null,
          otherEmail: named ? r.otherEmail : null,
          requestedAt: iso(r.requestedAt),
          respondedAt: isoOrNull(r.respondedAt),
        };
      });
    },
    syncConnections: async (db, her) => {
      const other = sql`case when ${syncConnections.parentId} = ${her.id} then ${syncConnections.partnerId} else ${syncConnections.parentId} end`;
      const rows = await db
        .select({
          parentId: syncConnections.parentId,
          otherFirstName: userField(other, 'firstName'),
          otherLastName: userField(other, 'lastName'),
          otherEmail: userField(other, 'email'),
          connectedAt: syncConnections.connectedAt,
          pausedAt: syncConnections.pausedAt,
        })
        .from(syncConnections)
        .where(or(eq(syncConnections.parentId, her.id), eq(syncConnections.partnerId, her.id)))
        .orderBy(asc(syncConnections.connectedAt));
      // Both people of a sync have an account (their rows go with either account).
      return rows.map((c) => ({
        role: c.parentId === her.id ? 'parent' : 'partner',
        otherName: fullName(c.otherFirstName ?? '', c.otherLastName ?? ''),
        otherEmail: c.otherEmail ?? '',
        connectedAt: iso(c.connectedAt),
        pausedAt: isoOrNull(c.pausedAt),
      }));
    },
  },
};
