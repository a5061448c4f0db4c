import type { QueryClient } from '@tanstack/react-query';

type Param = string | number | null | undefined;

/** An admin list's URL: the params in the order given, leaving out the ones not set ('' or none). */
export function adminPath(path: string, params: Record<string, Param>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Marks every query under these paths stale; the ones on screen refetch at once. */
export function invalidatePaths(queryClient: QueryClient, ...paths: string[]) {
  return Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
}

/** Every admin read an account change touches: the lists, the numbers and the trail. */
export const ADMIN_READS = [
  '/api/admin/users',
  '/api/admin/summary',
  '/api/admin/events',
  '/api/admin/usage-stats',
  '/api/admin/usage-stats/daily',
  '/api/admin/audit-log',
] as const;
