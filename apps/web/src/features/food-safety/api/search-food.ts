import { foodSearchResultSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const foodSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['/api/food-safety/search', term],
    queryFn: ({ signal }) =>
      apiRequest(`/api/food-safety/search/${encodeURIComponent(term)}`, { schema: foodSearchResultSchema, signal }),
  });

/** Runs only once a term has been submitted (spec §4); null means nothing submitted yet. */
export const useFoodSearch = (term: string | null) =>
  useQuery({ ...foodSearchQueryOptions(term ?? ''), enabled: term !== null });
