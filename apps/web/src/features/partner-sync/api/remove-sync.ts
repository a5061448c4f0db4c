import { okSchema, type Ok, type SyncConnection } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { partnerDataQueryOptions } from './get-partner-data.ts';
import { syncConnectionsQueryOptions } from './get-sync-connections.ts';
import { syncRequestsQueryOptions } from './get-sync-requests.ts';
import type { MutationHandlers } from './mutation-handlers.ts';

/** The sync with `partnerId` (the other person), or every sync of hers without it. */
export const connectionPath = (action: '' | '/pause' | '/resume', partnerId?: string) =>
  `/api/parent-sync/connection${action}${partnerId === undefined ? '' : `?partnerId=${encodeURIComponent(partnerId)}`}`;

export const removeSync = (partnerId?: string) =>
  apiRequest(connectionPath('', partnerId), { method: 'DELETE', schema: okSchema });

/**
 * Ends one sync, named by its other person: the one the partner follows, or one partner's access
 * to her data. It leaves the cached list at once (and with the sync she follows, the partner
 * data goes too), then the syncs and requests are refetched. Always by id: someone who both
 * follows and is followed ends only the sync she chose.
 */
export function useRemoveSync(handlers: MutationHandlers<Ok, SyncConnection> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connection: SyncConnection) => removeSync(connection.partnerId),
    onSuccess: (data, ended) => {
      handlers.onSuccess?.(data, ended);
      const connections = syncConnectionsQueryOptions().queryKey;
      queryClient.setQueryData(connections, (old: SyncConnection[] | undefined) =>
        old?.filter((c) => c.partnerId !== ended.partnerId),
      );
      if (!ended.isParent) queryClient.removeQueries({ queryKey: partnerDataQueryOptions().queryKey });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: connections }),
        queryClient.invalidateQueries({ queryKey: syncRequestsQueryOptions().queryKey }),
      ]);
    },
    onError: (error, ended) => handlers.onError?.(error, ended),
  });
}
