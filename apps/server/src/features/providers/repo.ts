import { and, between, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providers } from '../../db/schema/index.ts';
import type { BoundingBox } from './geo.ts';

const providerColumns = {
  id: providers.id,
  ownerId: providers.ownerId,
  npi: providers.npi,
  name: providers.name,
  specialty: providers.specialty,
  practice: providers.practice,
  phone: providers.phone,
  address: providers.address,
  street: providers.street,
  city: providers.city,
  state: providers.state,
  zipCode: providers.zipCode,
  lat: providers.lat,
  lng: providers.lng,
  rating: providers.rating,
  reviewCount: providers.reviewCount,
  acceptsNewPatients: providers.acceptsNewPatients,
  features: providers.features,
  insurance: providers.insurance,
  isSample: providers.isSample,
};

export type ProviderRow = NonNullable<Awaited<ReturnType<typeof findDirectoryProvider>>>;
/** A directory row as written: everything but the owner (directory rows have none). */
export type DirectoryValues = Omit<typeof providers.$inferInsert, 'ownerId'> & { id: string };

export interface ProviderFilters {
  specialty?: string | undefined;
  insurance?: string | undefined;
  /** Only offices inside this box (a radius search narrowed by index; the exact distance is measured after). */
  within?: BoundingBox | undefined;
  /** Whether her own providers come too (they have no specialty, insurance or location to match). */
  includeOwn: boolean;
}

const inDirectory = isNull(providers.ownerId);
const insideBox = (box: BoundingBox) =>
  and(
    isNotNull(providers.lat),
    between(providers.lat, box.minLat, box.maxLat),
    between(providers.lng, box.minLng, box.maxLng),
  )!;

/** The shared directory, filtered, and (when asked) the user's own providers; never another user's. */
export function listVisibleProviders(db: Db, userId: string, filters: ProviderFilters) {
  const directory: SQL[] = [inDirectory];
  if (filters.specialty) directory.push(eq(providers.specialty, filters.specialty));
  if (filters.insurance) {
    directory.push(
      sql`exists (select 1 from jsonb_array_elements_text(${providers.insurance}) as carrier where lower(carrier) = lower(${filters.insurance}))`,
    );
  }
  if (filters.within) directory.push(insideBox(filters.within));
  const visible = filters.includeOwn ? or(and(...directory), eq(providers.ownerId, userId))! : and(...directory)!;
  return db.select(providerColumns).from(providers).where(visible);
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
    .values({ ...values, ownerId: userId, specialty: '', zipCode: '', features: [], insurance: [] })
    .returning(providerColumns);
  return row!;
}

/** Whether the shared directory has no provider at all (her own ones do not count). */
export async function directoryIsEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: providers.id }).from(providers).where(inDirectory).limit(1);
  return rows.length === 0;
}

// Well under PostgreSQL's 65,535 bind parameters per statement at ~20 columns a row.
const BATCH = 500;

/** Adds directory rows, skipping any whose id or NPI is already there (several instances may seed at once). */
export async function insertMissingDirectoryProviders(db: Db, rows: readonly DirectoryValues[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(providers)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing();
  }
}

/**
 * Adds or replaces directory rows by NPI (an import run again updates what it added before; the
 * row keeps its id, so appointments stay linked). Counts the new and the updated rows.
 */
export async function upsertDirectoryProviders(
  db: Db,
  rows: readonly DirectoryValues[],
): Promise<{ added: number; updated: number }> {
  let added = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const written = await db
      .insert(providers)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: providers.npi,
        set: {
          name: sql`excluded.name`,
          specialty: sql`excluded.specialty`,
          practice: sql`excluded.practice`,
          phone: sql`excluded.phone`,
          address: sql`excluded.address`,
          street: sql`excluded.street`,
          city: sql`excluded.city`,
          state: sql`excluded.state`,
          zipCode: sql`excluded.zip_code`,
          lat: sql`excluded.lat`,
          lng: sql`excluded.lng`,
          rating: sql`excluded.rating`,
          reviewCount: sql`excluded.review_count`,
          acceptsNewPatients: sql`excluded.accepts_new_patients`,
          features: sql`excluded.features`,
          insurance: sql`excluded.insurance`,
          isSample: sql`excluded.is_sample`,
        },
        // A user's own provider never has an NPI, so only directory rows can be replaced.
        setWhere: isNull(providers.ownerId),
      })
      // xmax is 0 for a row this statement inserted, the updating transaction's id otherwise.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const row of written) {
      if (row.inserted) added++;
      else updated++;
    }
  }
  return { added, updated };
}

/** Adds one directory row; undefined when its id or NPI is taken. */
export async function insertDirectoryProvider(db: Db, values: DirectoryValues): Promise<ProviderRow | undefined> {
  const [row] = await db.insert(providers).values(values).onConflictDoNothing().returning(providerColumns);
  return row;
}

/** A provider of the shared directory by id (a user's own provider is not one). */
export async function findDirectoryProvider(db: Db, id: string) {
  const [row] = await db
    .select(providerColumns)
    .from(providers)
    .where(and(eq(providers.id, id), inDirectory))
    .limit(1);
  return row;
}

/** Which of the rows' ids are held by a row with another NPI (an administrator changed it since). */
export async function idsHeldByOtherNpis(
  db: Db,
  rows: readonly { id: string; npi?: string | null }[],
): Promise<Set<string>> {
  const npiOf = new Map(rows.map((r) => [r.id, r.npi ?? null]));
  const ids = [...npiOf.keys()];
  const held = new Set<string>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const found = await db
      .select({ id: providers.id, npi: providers.npi })
      .from(providers)
      .where(inArray(providers.id, ids.slice(i, i + BATCH)));
    for (const row of found) if (row.npi !== npiOf.get(row.id)) held.add(row.id);
  }
  return held;
}

/** Whether another directory row already uses `npi`. */
export async function npiTaken(db: Db, npi: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.npi, npi), exceptId ? sql`${providers.id} <> ${exceptId}` : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function updateDirectoryProvider(
  db: Db,
  id: string,
  values: Partial<Omit<DirectoryValues, 'id'>>,
): Promise<ProviderRow | undefined> {
  const [row] = await db
    .update(providers)
    .set(values)
    .where(and(eq(providers.id, id), inDirectory))
    .returning(providerColumns);
  return row;
}

/** Removes a directory provider; her appointments with it stay, without a provider (FK set null). */
export async function deleteDirectoryProvider(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(providers)
    .where(and(eq(providers.id, id), inDirectory))
    .returning({ id: providers.id });
  return rows.length > 0;
}

/** Removes every row of the fictional sample directory; how many went. */
export async function deleteSampleProviders(db: Db): Promise<number> {
  const rows = await db
    .delete(providers)
    .where(and(inDirectory, eq(providers.isSample, true)))
    .returning({ id: providers.id });
  return rows.length;
}

/** Directory offices of the given specialties inside the box, with their practice and address. */
export function officesWithin(db: Db, box: BoundingBox, specialties: readonly string[]) {
  return db
    .select({
      name: providers.name,
      practice: providers.practice,
      address: providers.address,
      lat: providers.lat,
      lng: providers.lng,
    })
    .from(providers)
    .where(and(inDirectory, inArray(providers.specialty, [...specialties]), insideBox(box)));
}
