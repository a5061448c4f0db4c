import { vaccinesResponseSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const vaccinesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/health/vaccines'],
    queryFn: ({ signal }) => apiRequest('/api/health/vaccines', { schema: vaccinesResponseSchema, signal }),
  });

export function useVaccines() {
  return useQuery(vaccinesQueryOptions());
}
