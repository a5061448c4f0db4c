import { syncRequestListSchema, type SyncRequest } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const syncRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/parent-sync/requests'],
    queryFn: ({ signal }) => apiRequest('/api/parent-sync/requests', { schema: syncRequestListSchema, signal }),
  });

/** Requests addressed to her that wait for an answer, and the latest one she sent. */
export const useSyncRequests = (enabled = true) => useQuery({ ...syncRequestsQueryOptions(), enabled });

/** The requests addressed to her (not sent by her) that wait for her answer. */
export const waitingFor = (userId: string, requests: readonly SyncRequest[] | undefined) =>
  (requests ?? []).filter((r) => r.requesterId !== userId && r.status === 'pending');
