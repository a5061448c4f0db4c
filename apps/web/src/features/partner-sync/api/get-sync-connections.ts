import { syncConnectionListSchema, type SyncConnection } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const syncConnectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/parent-sync/connection'],
    queryFn: ({ signal }) => apiRequest('/api/parent-sync/connection', { schema: syncConnectionListSchema, signal }),
  });

/** Her active syncs; the panel, the partner view and the tracker's gate share this one query. */
export const useSyncConnections = () => useQuery(syncConnectionsQueryOptions());

/** The sync she follows as the partner (at most one), or undefined. */
export const followedSync = (connections: readonly SyncConnection[] | undefined) =>
  connections?.find((c) => !c.isParent);
