import { okSchema, type Ok, type SyncConnection } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { partnerDataQueryOptions } from './get-partner-data.ts';
import { syncConnectionsQueryOptions } from './get-sync-connections.ts';
import { syncRequestsQueryOptions } from './get-sync-requests.ts';
import type { MutationHandlers } from './mutation-handlers.ts';

export const removeSync = () => apiRequest('/api/parent-sync/connection', { method: 'DELETE', schema: okSchema });

/**
 * Ends the sync she follows. The partner view goes at once (the sync leaves the cached list and
 * her partner's data leaves the cache), then the syncs and requests are refetched.
 */
export function useRemoveSync(handlers: MutationHandlers<Ok, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSync,
    onSuccess: (data) => {
      handlers.onSuccess?.(data, undefined);
      const connections = syncConnectionsQueryOptions().queryKey;
      queryClient.setQueryData(connections, (old: SyncConnection[] | undefined) => old?.filter((c) => c.isParent));
      queryClient.removeQueries({ queryKey: partnerDataQueryOptions().queryKey });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: connections }),
        queryClient.invalidateQueries({ queryKey: syncRequestsQueryOptions().queryKey }),
      ]);
    },
    onError: (error) => handlers.onError?.(error, undefined),
  });
}
