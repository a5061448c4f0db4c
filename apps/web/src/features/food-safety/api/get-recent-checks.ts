import { recentFoodChecksSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** The signed-in user's latest food checks, newest first (the two examples until she has any). */
export const recentFoodChecksQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/food-safety/recent'],
    queryFn: ({ signal }) => apiRequest('/api/food-safety/recent', { schema: recentFoodChecksSchema, signal }),
  });

export const useRecentFoodChecks = () => useQuery(recentFoodChecksQueryOptions());
