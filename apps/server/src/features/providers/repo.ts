import { and, asc, desc, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providers } from '../../db/schema/index.ts';
import type { ProviderSeed } from './seed-data.ts';

const providerColumns = {
  id: providers.id,
  name: providers.name,
  specialty: providers.specialty,
  practice: providers.practice,
  phone: providers.phone,
  address: providers.address,
  zipCode: providers.zipCode,
  lat: providers.lat,
  lng: providers.lng,
  rating: providers.rating,
  reviewCount: providers.reviewCount,
  acceptsNewPatients: providers.acceptsNewPatients,
  features: providers.features,
  insurance: providers.insurance,
};

export type ProviderRow = Awaited<ReturnType<typeof listProviders>>[number];

export interface ProviderFilters {
  specialty?: string | undefined;
  insurance?: string | undefined;
  /** First three digits of a ZIP code: the USPS sectional centre, i.e. the same local area. */
  zipPrefix?: string | undefined;
}

/**
 * The directory is shared reference data, not a user's rows, so it is read without a user id.
 * Best rated first; more reviews, then the name, break ties so the order is stable.
 */
export function listProviders(db: Db, filters: ProviderFilters) {
  const conditions: SQL[] = [];
  if (filters.specialty) conditions.push(sql`lower(${providers.specialty}) = lower(${filters.specialty})`);
  if (filters.insurance) {
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${providers.insurance}) as carrier where lower(carrier) = lower(${filters.insurance}))`,
    );
  }
  if (filters.zipPrefix) conditions.push(like(providers.zipCode, `${filters.zipPrefix}%`));
  return db
    .select(providerColumns)
    .from(providers)
    .where(and(...conditions))
    .orderBy(desc(providers.rating), desc(providers.reviewCount), asc(providers.name));
}

/** Inserts the directory rows that are not there yet; safe when several instances start at once. */
export async function insertMissingProviders(db: Db, rows: readonly ProviderSeed[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(providers)
    .values([...rows])
    .onConflictDoNothing({ target: providers.id });
}
