import { weightProfileSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Her weight and height before pregnancy, her units and twins. */
export const weightProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/weights', 'profile'],
    queryFn: ({ signal }) => apiRequest('/api/weights/profile', { schema: weightProfileSchema, signal }),
  });

export const useWeightProfile = () => useQuery(weightProfileQueryOptions());
