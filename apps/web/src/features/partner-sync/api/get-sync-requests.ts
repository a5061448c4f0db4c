import { syncRequestListSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const syncRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/parent-sync/requests'],
    queryFn: ({ signal }) => apiRequest('/api/parent-sync/requests', { schema: syncRequestListSchema, signal }),
  });

/** Requests addressed to her that wait for an answer, and the latest one she sent. */
export const useSyncRequests = () => useQuery(syncRequestsQueryOptions());
