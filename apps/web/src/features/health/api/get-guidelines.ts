import { guidelinesResponseSchema, type GuidelineCategory } from '@bloom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export interface GuidelineFilter {
  category: GuidelineCategory | null;
  search: string;
}

function guidelinesPath({ category, search }: GuidelineFilter): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search.trim() !== '') params.set('search', search.trim());
  const query = params.toString();
  return `/api/health/guidelines${query ? `?${query}` : ''}`;
}

/** Category and search are filtered on the server (spec §7 GET /api/health/guidelines). */
export const guidelinesQueryOptions = (filter: GuidelineFilter) =>
  queryOptions({
    queryKey: ['/api/health/guidelines', filter.category ?? 'all', filter.search.trim()],
    queryFn: ({ signal }) => apiRequest(guidelinesPath(filter), { schema: guidelinesResponseSchema, signal }),
  });

/** While a new search is on its way the previous results stay on screen, so the list does not flash. */
export function useGuidelines(filter: GuidelineFilter) {
  return useQuery({ ...guidelinesQueryOptions(filter), placeholderData: keepPreviousData });
}
