import { providerListSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** The sample directory plus her own providers, unfiltered, for the booking dialog (spec §7). */
export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/providers'],
    queryFn: ({ signal }) => apiRequest('/api/providers', { schema: providerListSchema, signal }),
  });

export const useProviders = (enabled = true) => useQuery({ ...providersQueryOptions(), enabled });
