import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  LAT_LNG_PAIR_MESSAGE,
  NPI_TAKEN_MESSAGE,
  PROVIDER_NOT_FOUND_MESSAGE,
  ZIP_NOT_FOUND_MESSAGE,
  type DirectoryProviderInput,
  type DirectoryProviderPatch,
  type Provider,
} from '@bloom/contract';
import { formatUsPhone } from '@bloom/pregnancy';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { LatLng } from './geo.ts';
import { readDirectoryCsv, type RowProblem } from './nppes.ts';
import {
  deleteDirectoryProvider,
  deleteSampleProviders,
  directoryIsEmpty,
  findDirectoryProvider,
  idsHeldByOtherNpis,
  insertDirectoryProvider,
  insertMissingDirectoryProviders,
  npiTaken,
  updateDirectoryProvider,
  upsertDirectoryProviders,
  type DirectoryValues,
} from './repo.ts';
import { toProvider } from './service.ts';
import { loadZipDirectory } from './zip-codes.ts';
import { serverRoot } from '../../server-root.ts';

/** The fictional sample directory shipped with BLOOM, in the importer's NPPES-style format. */
export const SAMPLE_DIRECTORY_FILE = new URL('src/features/providers/sample-directory.csv', serverRoot);

/** The one-line address the app shows: '1200 Willowbrook Lane, Suite 300, Austin, TX 78701'. */
export const composeAddress = (p: { street: string; city: string; state: string; zipCode: string }) =>
  `${p.street}, ${p.city}, ${p.state} ${p.zipCode}`;

/** Coordinates as given, else the ZIP code's centre; a message when neither is known. */
async function locate(input: { zipCode: string; lat: number | null; lng: number | null }): Promise<LatLng | string> {
  if (input.lat !== null && input.lng !== null) return { lat: input.lat, lng: input.lng };
  if (input.lat !== null || input.lng !== null) return LAT_LNG_PAIR_MESSAGE;
  return (await loadZipDirectory()).find(input.zipCode) ?? ZIP_NOT_FOUND_MESSAGE;
}

async function toValues(
  input: DirectoryProviderInput,
  id: string,
  isSample: boolean,
): Promise<DirectoryValues | string> {
  const at = await locate(input);
  if (typeof at === 'string') return at;
  return {
    id,
    npi: input.npi,
    name: input.name,
    specialty: input.specialty,
    practice: input.practice,
    phone: formatUsPhone(input.phone),
    address: composeAddress(input),
    street: input.street,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    lat: at.lat,
    lng: at.lng,
    rating: input.rating,
    reviewCount: input.reviewCount,
    acceptsNewPatients: input.acceptsNewPatients,
    features: input.features,
    insurance: input.insurance,
    isSample,
  };
}

/** An imported provider's id follows its NPI, so importing again finds the same row. */
const idFor = (npi: string | null) => (npi ? `npi-${npi}` : `dir-${randomUUID()}`);

export interface ImportReport {
  added: number;
  updated: number;
  removedSample: number;
  /** Rows left out, each with its line number, in file order. */
  problems: RowProblem[];
}

/** Checks a directory CSV and turns its good rows into database rows; the rest become problems. */
async function readDirectory(text: string): Promise<{ values: DirectoryValues[]; problems: RowProblem[] }> {
  const { rows, problems } = readDirectoryCsv(text);
  const values: DirectoryValues[] = [];
  const lineOfNpi = new Map<string, number>();
  for (const row of rows) {
    const npi = row.input.npi;
    const earlier = npi ? lineOfNpi.get(npi) : undefined;
    if (earlier !== undefined) {
      problems.push({ line: row.line, message: `NPI ${npi} is already on line ${earlier}` });
      continue;
    }
    const value = await toValues(row.input, idFor(npi), row.isSample);
    if (typeof value === 'string') {
      problems.push({ line: row.line, message: `${row.input.zipCode}: ${value}` });
      continue;
    }
    if (npi) lineOfNpi.set(npi, row.line);
    values.push(value);
  }
  problems.sort((a, b) => a.line - b.line);
  return { values, problems };
}

/**
 * Imports a directory CSV (`npm run providers:import`): every good row is added, or updates the
 * row with the same NPI; a malformed row is reported by line number and the others still go in.
 * With `removeSample`, the fictional sample directory is removed in the same transaction.
 * @param db - the database
 * @param text - the CSV file's content
 * @param options - removeSample: drop the sample directory too
 */
export async function importDirectory(
  db: Db,
  text: string,
  options: { removeSample?: boolean } = {},
): Promise<ImportReport> {
  const { values, problems } = await readDirectory(text);
  return db.transaction(async (tx) => {
    const removedSample = options.removeSample ? await deleteSampleProviders(tx) : 0;
    // A row whose NPI an administrator changed keeps its old `npi-…` id; a new row gets another.
    const taken = await idsHeldByOtherNpis(tx, values);
    const rows = values.map((v) => (taken.has(v.id) ? { ...v, id: `dir-${randomUUID()}` } : v));
    const { added, updated } = await upsertDirectoryProviders(tx, rows);
    return { added, updated, removedSample, problems };
  });
}

let sample: Promise<DirectoryValues[]> | undefined;

/**
 * Loads the sample directory when the directory is empty (a new installation, or every provider
 * removed). Safe when several instances start at once: rows already there are skipped.
 */
export async function seedProviders(db: Db): Promise<void> {
  if (!(await directoryIsEmpty(db))) return;
  sample ??= readDirectory(readFileSync(SAMPLE_DIRECTORY_FILE, 'utf8')).then(({ values, problems }) => {
    if (problems.length > 0) throw new Error(`sample-directory.csv line ${problems[0]!.line}: ${problems[0]!.message}`);
    return values;
  });
  await insertMissingDirectoryProviders(db, await sample);
}

/** POST /api/admin/providers: a new directory provider (not sample data). */
export async function createDirectoryProvider(db: Db, input: DirectoryProviderInput): Promise<Provider> {
  if (input.npi && (await npiTaken(db, input.npi))) throw conflict(NPI_TAKEN_MESSAGE);
  const values = await toValues(input, idFor(input.npi), false);
  if (typeof values === 'string') throw badRequest(values, { zipCode: values });
  const row = await insertDirectoryProvider(db, values);
  if (!row) throw conflict(NPI_TAKEN_MESSAGE);
  return toProvider(row, null);
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * PATCH /api/admin/providers/{id}: changes the fields sent. A change of street, city, state or
 * ZIP rewrites the shown address; a new ZIP without new coordinates moves the office to its centre.
 */
export async function changeDirectoryProvider(db: Db, id: string, patch: DirectoryProviderPatch): Promise<Provider> {
  const current = await findDirectoryProvider(db, id);
  if (!current) throw notFound(PROVIDER_NOT_FOUND_MESSAGE);
  if (patch.npi && (await npiTaken(db, patch.npi, id))) throw conflict(NPI_TAKEN_MESSAGE);

  const { street, city, state, zipCode, lat, lng, phone, ...rest } = patch;
  const place = {
    street: street ?? current.street,
    city: city ?? current.city,
    state: state ?? current.state,
    zipCode: zipCode ?? current.zipCode,
  };
  const moved = zipCode !== undefined && zipCode !== current.zipCode;
  const at = await locate({
    zipCode: place.zipCode,
    lat: lat !== undefined ? lat : moved ? null : current.lat,
    lng: lng !== undefined ? lng : moved ? null : current.lng,
  });
  if (typeof at === 'string') throw badRequest(at, { zipCode: at });

  const changes: Partial<Omit<DirectoryValues, 'id'>> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  try {
    const row = await updateDirectoryProvider(db, id, {
      ...changes,
      ...(phone !== undefined ? { phone: formatUsPhone(phone) } : {}),
      ...place,
      address: composeAddress(place),
      lat: at.lat,
      lng: at.lng,
    });
    if (!row) throw notFound(PROVIDER_NOT_FOUND_MESSAGE);
    return toProvider(row, null);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NPI_TAKEN_MESSAGE);
    throw error;
  }
}

/** DELETE /api/admin/providers/{id}: appointments booked with it stay, without a provider. */
export async function removeDirectoryProvider(db: Db, id: string): Promise<void> {
  if (!(await deleteDirectoryProvider(db, id))) throw notFound(PROVIDER_NOT_FOUND_MESSAGE);
}
