import { randomUUID } from 'node:crypto';
import {
  INSURANCE_CARRIERS,
  OWN_PROVIDERS_LIMIT_MESSAGE,
  OWN_PROVIDERS_MAX,
  SPECIALTIES,
  type OwnProviderCreateParsed,
  type Provider,
  type providersQuerySchema,
} from '@bloom/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../platform/errors.ts';
import {
  countOwnProviders,
  insertMissingProviders,
  insertOwnProvider,
  listProviders,
  type ProviderRow,
} from './repo.ts';
import { DEMO_PROVIDERS } from './seed-data.ts';

type ProvidersQuery = z.output<typeof providersQuerySchema>;

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles, rounded to a tenth. */
function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/**
 * Where a ZIP search is measured from. There is no ZIP-to-coordinates table yet, so the searched
 * area's centre is the mean position of the directory's offices in it (docs/product-decisions.md).
 */
function areaCentre(rows: readonly ProviderRow[]): { lat: number; lng: number } | null {
  const located = rows.filter((r): r is ProviderRow & { lat: number; lng: number } => r.lat != null && r.lng != null);
  if (located.length === 0) return null;
  const sum = located.reduce((acc, r) => ({ lat: acc.lat + r.lat, lng: acc.lng + r.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / located.length, lng: sum.lng / located.length };
}

/** A filter typed in another case still finds the canonical name. */
function canonical(value: string | undefined, names: readonly string[]): string | undefined {
  if (value === undefined) return undefined;
  return names.find((n) => n.toLowerCase() === value.toLowerCase()) ?? value;
}

/** The API's shape: sample rows are marked as such; the user's own have no rating, reviews or intake status. */
function toProvider({ ownerId, ...row }: ProviderRow, distance: number | null): Provider {
  const own = ownerId !== null;
  return {
    ...row,
    distance,
    rating: own ? null : row.rating,
    reviewCount: own ? null : row.reviewCount,
    acceptsNewPatients: own ? null : row.acceptsNewPatients,
    isSample: !own,
    isOwn: own,
  };
}

/** The sample directory plus the user's own providers (never another user's), filtered. */
export async function findProviders(db: Db, userId: string, query: ProvidersQuery): Promise<Provider[]> {
  const rows = await listProviders(db, userId, {
    specialty: canonical(query.specialty, SPECIALTIES),
    insurance: canonical(query.insurance, INSURANCE_CARRIERS),
    zipPrefix: query.zipCode?.slice(0, 3),
  });
  const centre = query.zipCode ? areaCentre(rows) : null;
  return rows.map((row) =>
    toProvider(
      row,
      centre && row.lat != null && row.lng != null ? milesBetween(centre, { lat: row.lat, lng: row.lng }) : null,
    ),
  );
}

/** Adds the user's own provider (e.g. her real doctor), private to her; at most OWN_PROVIDERS_MAX. */
export async function addOwnProvider(db: Db, userId: string, input: OwnProviderCreateParsed): Promise<Provider> {
  if ((await countOwnProviders(db, userId)) >= OWN_PROVIDERS_MAX) throw conflict(OWN_PROVIDERS_LIMIT_MESSAGE);
  const row = await insertOwnProvider(db, userId, {
    id: `own-${randomUUID()}`,
    name: input.name,
    practice: input.practice,
    phone: input.phone,
    address: input.address,
  });
  return toProvider(row, null);
}

/** Puts the demo directory in place at start-up; rows already there are left as they are. */
export async function seedProviders(db: Db): Promise<void> {
  await insertMissingProviders(db, DEMO_PROVIDERS);
}
