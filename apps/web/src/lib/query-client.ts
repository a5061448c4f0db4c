import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** Spec §7 defaults: no automatic retries, no refetch on focus, data never stale. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        // Reads use the URL joined from the key's segments.
        queryFn: ({ queryKey, signal }) => apiRequest(queryKey.map(String).join('/'), { signal }),
      },
      mutations: { retry: false },
    },
  });
}
