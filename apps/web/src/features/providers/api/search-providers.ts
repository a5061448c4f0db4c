import { providerListSchema, type ProviderSort } from '@bloom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * The filters a search applies (blank is "any") and the order she chose (spec §7, §9); null
 * leaves it to the server: nearest first from a searched or home ZIP code, else best rated first.
 */
export interface ProviderSearch {
  specialty: string;
  insurance: string;
  zipCode: string;
  sort: ProviderSort | null;
}

export const NO_FILTERS: ProviderSearch = { specialty: '', insurance: '', zipCode: '', sort: null };

/** GET /api/providers with only the filters set, and the order only when she chose one. */
export function providerSearchPath(search: ProviderSearch): string {
  const params = new URLSearchParams();
  if (search.specialty) params.set('specialty', search.specialty);
  if (search.insurance) params.set('insurance', search.insurance);
  if (search.zipCode) params.set('zipCode', search.zipCode);
  if (search.sort) params.set('sort', search.sort);
  const query = params.toString();
  return query ? `/api/providers?${query}` : '/api/providers';
}

// Under ['/api/providers'], so adding her own provider refreshes every search too.
export const providerSearchQueryOptions = (search: ProviderSearch) =>
  queryOptions({
    queryKey: ['/api/providers', search],
    queryFn: ({ signal }) => apiRequest(providerSearchPath(search), { schema: providerListSchema, signal }),
  });

/** The providers of the applied search; while a new one loads the last answer stays on screen. */
export const useProviderSearch = (search: ProviderSearch) =>
  useQuery({ ...providerSearchQueryOptions(search), placeholderData: keepPreviousData });
