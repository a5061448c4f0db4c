import { weightGuidanceSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Her BMI, band, the IOM ranges, the range for each week and where her newest weight lies. */
export const weightGuidanceQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/weights', 'guidance'],
    queryFn: ({ signal }) => apiRequest('/api/weights/guidance', { schema: weightGuidanceSchema, signal }),
  });

export const useWeightGuidance = () => useQuery(weightGuidanceQueryOptions());
