import { careTimelineSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Her care timeline dated from her due date (empty while it is unknown), with each step's source. */
export const careTimelineQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/reminders/timeline'],
    queryFn: ({ signal }) => apiRequest('/api/reminders/timeline', { schema: careTimelineSchema, signal }),
  });

export const useCareTimeline = () => useQuery(careTimelineQueryOptions());
