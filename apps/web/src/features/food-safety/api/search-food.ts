import { foodSearchResultSchema } from '@bloom/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { recentFoodChecksQueryOptions } from './get-recent-checks.ts';

const searchFood = (term: string, signal: AbortSignal) =>
  apiRequest(`/api/food-safety/search/${encodeURIComponent(term)}`, { schema: foodSearchResultSchema, signal });

export const foodSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['/api/food-safety/search', term],
    queryFn: ({ signal }) => searchFood(term, signal),
  });

/**
 * Runs only once a term has been submitted (spec §4); null means nothing submitted yet. Every
 * answered search is the user's newest Recent Check on the server, so that list is refetched after
 * it, and a term searched before is asked again rather than shown from memory (staleTime 0).
 */
export function useFoodSearch(term: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...foodSearchQueryOptions(term ?? ''),
    queryFn: async ({ signal }) => {
      const result = await searchFood(term ?? '', signal);
      void queryClient.invalidateQueries({ queryKey: recentFoodChecksQueryOptions().queryKey });
      return result;
    },
    enabled: term !== null,
    staleTime: 0,
  });
}
