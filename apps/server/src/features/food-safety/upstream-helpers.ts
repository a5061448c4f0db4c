/** One spelling per search, so 'Brie ', 'brie' and 'BRIE' share a cache entry. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * `new URL(path, base)` drops the base's last segment unless it ends in '/'
 * (https://api.nal.usda.gov/fdc + v1/… would lose 'fdc'), so add the slash first.
 */
export function baseUrlJoin(baseUrl: string, path: string): URL {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}
