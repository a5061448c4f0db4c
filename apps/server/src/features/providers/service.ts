import { randomUUID } from 'node:crypto';
import {
  CLINIC_RADIUS_MILES,
  CLINICS_MAX,
  OWN_PROVIDERS_LIMIT_MESSAGE,
  OWN_PROVIDERS_MAX,
  PROVIDER_RESULTS_MAX,
  PROVIDER_SEARCH_RADIUS_MILES,
  ZIP_NOT_FOUND_MESSAGE,
  ZIP_SUGGESTIONS,
  type Clinic,
  type OwnProviderCreateParsed,
  type Provider,
  type ProviderSort,
  type providersQuerySchema,
  type Specialty,
  type ZipResult,
} from '@bloom/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { homeZipOf } from '../../platform/users/repo.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { boundingBox, milesBetween, type LatLng } from './geo.ts';
import { countOwnProviders, insertOwnProvider, listVisibleProviders, officesWithin, type ProviderRow } from './repo.ts';
import { loadZipDirectory } from './zip-codes.ts';

type ProvidersQuery = z.output<typeof providersQuerySchema>;

/** The API's shape: her own providers have no rating, reviews or intake status (null) and are never sample data. */
export function toProvider(row: ProviderRow, distance: number | null): Provider {
  const own = row.ownerId !== null;
  return {
    id: row.id,
    npi: row.npi,
    name: row.name,
    specialty: row.specialty,
    practice: row.practice,
    phone: row.phone,
    address: row.address,
    zipCode: row.zipCode,
    lat: row.lat,
    lng: row.lng,
    distance,
    rating: own ? null : row.rating,
    reviewCount: own ? null : row.reviewCount,
    acceptsNewPatients: own ? null : row.acceptsNewPatients,
    features: row.features,
    insurance: row.insurance,
    isSample: !own && row.isSample,
    isOwn: own,
  };
}

const located = (row: ProviderRow): LatLng | null =>
  row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;

// "Dr. Ada Lovelace" sorts with "Ada", not with every other doctor under D.
const sortName = (name: string) => name.replace(/^(dr\.?|doctor)\s+/i, '');
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
type Found = { row: ProviderRow; distance: number | null };

const byName = (a: Found, b: Found) =>
  collator.compare(sortName(a.row.name), sortName(b.row.name)) || (a.row.id < b.row.id ? -1 : 1);
/** Best rated first; unrated last; more reviews break a tie, then the name. */
const byRating = (a: Found, b: Found) =>
  (b.row.rating ?? -1) - (a.row.rating ?? -1) || b.row.reviewCount - a.row.reviewCount || byName(a, b);
/** Nearest first; without a distance last; then as by rating. */
const byDistance = (a: Found, b: Found) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || byRating(a, b);
const ORDERS: Record<ProviderSort, (a: Found, b: Found) => number> = {
  rating: byRating,
  distance: byDistance,
  name: byName,
};

/** Where distances are measured from: the searched ZIP code, else her saved home ZIP, else nowhere. */
async function originOf(db: Db, userId: string, zipCode: string | undefined): Promise<LatLng | null> {
  if (zipCode) {
    const place = (await loadZipDirectory()).find(zipCode);
    if (!place) throw badRequest(ZIP_NOT_FOUND_MESSAGE, { zipCode: ZIP_NOT_FOUND_MESSAGE });
    return place;
  }
  const home = await homeZipOf(db, userId);
  return home ? ((await loadZipDirectory()).find(home) ?? null) : null;
}

/**
 * The directory, filtered and sorted, with her own providers on top (spec §7 GET /api/providers).
 * A ZIP search keeps the offices within PROVIDER_SEARCH_RADIUS_MILES of the ZIP code's centre;
 * distances are great-circle miles from that ZIP, or from her home ZIP without one, and with
 * either the default order is nearest first (else best rated first). Any filter
 * leaves her own providers out, since they have no specialty, insurance or location to match.
 */
export async function findProviders(db: Db, userId: string, query: ProvidersQuery): Promise<Provider[]> {
  const origin = await originOf(db, userId, query.zipCode);
  const radius = query.zipCode ? PROVIDER_SEARCH_RADIUS_MILES : null;
  const rows = await listVisibleProviders(db, userId, {
    specialty: query.specialty,
    insurance: query.insurance,
    within: origin && radius !== null ? boundingBox(origin, radius) : undefined,
    includeOwn: !query.specialty && !query.insurance && !query.zipCode,
  });
  const found = rows.map((row): Found => {
    const at = located(row);
    return { row, distance: origin && at ? milesBetween(origin, at) : null };
  });
  const own = found.filter((f) => f.row.ownerId !== null).sort(byName);
  const directory = found
    .filter((f) => f.row.ownerId === null && (radius === null || (f.distance !== null && f.distance <= radius)))
    .sort(ORDERS[query.sort ?? (origin ? 'distance' : 'rating')])
    .slice(0, PROVIDER_RESULTS_MAX);
  return [...own, ...directory].map((f) => toProvider(f.row, f.distance));
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

/** The first ZIP_SUGGESTIONS ZIP codes starting with `prefix` (1-5 digits), in order (spec §7). */
export async function searchZipCodes(prefix: string): Promise<ZipResult[]> {
  const places = (await loadZipDirectory()).search(prefix, ZIP_SUGGESTIONS);
  return places.map(({ zip, city, state, stateCode }) => ({ zip, city, state, stateCode }));
}

/** Prenatal care: the specialties a pregnant woman would be directed to (not fertility or paediatrics). */
export const PRENATAL_SPECIALTIES: readonly Specialty[] = [
  'Obstetrics & Gynecology',
  'Maternal-Fetal Medicine',
  'Certified Nurse Midwife',
];

/**
 * The nearest prenatal clinics to where she is (spec §7 POST /api/clinics/directions): the
 * directory's prenatal offices within CLINIC_RADIUS_MILES, one per practice and address, nearest
 * first, at most CLINICS_MAX. An empty list means none nearby.
 */
export async function nearestClinics(db: Db, at: LatLng): Promise<Clinic[]> {
  const offices = await officesWithin(db, boundingBox(at, CLINIC_RADIUS_MILES), PRENATAL_SPECIALTIES);
  const clinics = new Map<string, Clinic>();
  for (const office of offices) {
    if (office.lat === null || office.lng === null) continue;
    const distance = milesBetween(at, { lat: office.lat, lng: office.lng });
    if (distance > CLINIC_RADIUS_MILES) continue;
    const name = office.practice || office.name;
    const key = `${name.toLowerCase()}|${office.address.toLowerCase()}`;
    if (!clinics.has(key))
      clinics.set(key, { name, address: office.address, lat: office.lat, lng: office.lng, distance });
  }
  return [...clinics.values()]
    .sort((a, b) => a.distance - b.distance || collator.compare(a.name, b.name))
    .slice(0, CLINICS_MAX);
}
