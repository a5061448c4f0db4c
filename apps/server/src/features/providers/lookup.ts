import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { providers } from '../../db/schema/index.ts';
import type { BookedProvider, ProviderLookup } from '../../platform/provider-lookup.ts';

/** The visibility rule: a provider `viewer` may see and book is the shared directory's or her own. */
export const visibleTo = (viewer: string | SQL | AnyPgColumn) =>
  or(isNull(providers.ownerId), eq(providers.ownerId, viewer));

/** The providers feature's answers to other features (handed to them through AppContext). */
export const providerLookup: ProviderLookup = {
  async bookable(db, userId, providerId) {
    const [row] = await db
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.id, providerId), visibleTo(userId)))
      .limit(1);
    return row !== undefined;
  },

  async booked(db, bookings) {
    const pairs = new Map<string, { providerId: string; userId: string }>();
    for (const { providerId, userId } of bookings) {
      if (providerId !== null) pairs.set(`${providerId} ${userId}`, { providerId, userId });
    }
    if (pairs.size === 0) return bookings.map(() => null);
    const wanted = sql.join(
      [...pairs.values()].map((p) => sql`(${p.providerId}, ${p.userId}::uuid)`),
      sql`, `,
    );
    const result = (await db.execute(sql`
      select ${providers.id} as id, wanted.viewer::text as viewer, ${providers.name} as name,
        ${providers.isSample} as is_sample, ${providers.address} as address, ${providers.npi} as npi,
        ${providers.specialty} as specialty, ${providers.practice} as practice, ${providers.phone} as phone
      from ${providers} join (values ${wanted}) as wanted(provider_id, viewer) on wanted.provider_id = ${providers.id}
      where ${visibleTo(sql`wanted.viewer`)}`)) as unknown as {
      rows: {
        id: string;
        viewer: string;
        name: string;
        is_sample: boolean;
        address: string;
        npi: string | null;
        specialty: string;
        practice: string;
        phone: string;
      }[];
    };
    const found = new Map(
      result.rows.map((r): [string, BookedProvider] => [
        `${r.id} ${r.viewer}`,
        {
          name: r.name,
          isSample: r.is_sample,
          address: r.address,
          npi: r.npi,
          specialty: r.specialty,
          practice: r.practice,
          phone: r.phone,
        },
      ]),
    );
    return bookings.map(({ providerId, userId }) => found.get(`${providerId} ${userId}`) ?? null);
  },
};
