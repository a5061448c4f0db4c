import { kickSessionListSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Her latest kick-counting sessions, newest first, with the page's guidance and its sources. */
export const kickSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/kick-sessions'],
    queryFn: ({ signal }) => apiRequest('/api/kick-sessions', { schema: kickSessionListSchema, signal }),
  });

export const useKickSessions = () => useQuery(kickSessionsQueryOptions());
