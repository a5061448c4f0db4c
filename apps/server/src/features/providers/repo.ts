import { and, asc, count, desc, eq, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providers } from '../../db/schema/index.ts';
import type { ProviderSeed } from './seed-data.ts';

const providerColumns = {
  id: providers.id,
  ownerId: providers.ownerId,
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

/** The shared sample directory (no owner) and the user's own providers; never another user's. */
const visibleTo = (userId: string) => or(isNull(providers.ownerId), eq(providers.ownerId, userId))!;

/**
 * The providers the user may see and book: her own first (by name), then the shared directory,
 * best rated first; more reviews, then the name, break ties so the order is stable.
 */
export function listProviders(db: Db, userId: string, filters: ProviderFilters) {
  const conditions: SQL[] = [visibleTo(userId)];
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
    .orderBy(
      sql`${providers.ownerId} is null`,
      desc(providers.rating),
      desc(providers.reviewCount),
      asc(providers.name),
    );
}

export async function countOwnProviders(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(providers).where(eq(providers.ownerId, userId));
  return Number(row?.n ?? 0);
}

export interface NewOwnProvider {
  id: string;
  name: string;
  practice: string;
  phone: string;
  address: string;
}

/** A provider private to the user; what BLOOM cannot know about it (rating, location) stays empty. */
export async function insertOwnProvider(db: Db, userId: string, values: NewOwnProvider): Promise<ProviderRow> {
  const [row] = await db
    .insert(providers)
    .values({
      ...values,
      ownerId: userId,
      specialty: '',
      zipCode: '',
      rating: 0,
      reviewCount: 0,
      acceptsNewPatients: false,
      features: [],
      insurance: [],
    })
    .returning(providerColumns);
  return row!;
}

/** Inserts the directory rows that are not there yet; safe when several instances start at once. */
export async function insertMissingProviders(db: Db, rows: readonly ProviderSeed[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(providers)
    .values([...rows])
    .onConflictDoNothing({ target: providers.id });
}
