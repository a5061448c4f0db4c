import { syncRequestSchema, type SyncRequest, type SyncRespond } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { syncConnectionsQueryOptions } from './get-sync-connections.ts';
import { syncRequestsQueryOptions } from './get-sync-requests.ts';
import type { MutationHandlers } from './mutation-handlers.ts';

export const respondSyncRequest = (body: SyncRespond) =>
  apiRequest('/api/parent-sync/respond', { method: 'POST', body, schema: syncRequestSchema });

/** Approves or declines a request; the requests and the syncs are refetched afterwards, success or not. */
export function useRespondSyncRequest(handlers: MutationHandlers<SyncRequest, SyncRespond> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondSyncRequest,
    onSuccess: (data, variables) => handlers.onSuccess?.(data, variables),
    onError: (error, variables) => handlers.onError?.(error, variables),
    // A refusal (answered elsewhere, replaced by a newer request) also changes what should show.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: syncRequestsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: syncConnectionsQueryOptions().queryKey }),
      ]),
  });
}
