import { trackingStatsSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Counts, averages and 8-week trends over all of the signed-in user's symptoms and moods. */
export const trackingStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/tracking/stats'],
    queryFn: ({ signal }) => apiRequest('/api/tracking/stats', { schema: trackingStatsSchema, signal }),
  });

export const useTrackingStats = () => useQuery(trackingStatsQueryOptions());
