import { weightListSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Her weights, newest date first. The guidance's and profile's keys start with the same segment. */
export const weightsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/weights'],
    queryFn: ({ signal }) => apiRequest('/api/weights', { schema: weightListSchema, signal }),
  });

export const useWeights = () => useQuery(weightsQueryOptions());
