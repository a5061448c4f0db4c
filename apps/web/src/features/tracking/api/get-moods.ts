import { moodListSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** The signed-in user's latest mood entries, newest first. */
export const moodsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/moods'],
    queryFn: ({ signal }) => apiRequest('/api/moods', { schema: moodListSchema, signal }),
  });

export const useMoods = () => useQuery(moodsQueryOptions());
