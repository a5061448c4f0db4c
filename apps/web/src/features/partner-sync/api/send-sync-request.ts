import { syncRequestSchema, type SyncRequest, type SyncRequestCreate } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { syncRequestsQueryOptions } from './get-sync-requests.ts';
import type { MutationHandlers } from './mutation-handlers.ts';

export const sendSyncRequest = (body: SyncRequestCreate) =>
  apiRequest('/api/parent-sync/request', { method: 'POST', body, schema: syncRequestSchema });

/** Sends a sync request by the partner's e-mail; her requests are refetched after a success. */
export function useSendSyncRequest(handlers: MutationHandlers<SyncRequest, SyncRequestCreate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSyncRequest,
    onSuccess: (data, variables) => {
      handlers.onSuccess?.(data, variables);
      return queryClient.invalidateQueries({ queryKey: syncRequestsQueryOptions().queryKey });
    },
    onError: (error, variables) => handlers.onError?.(error, variables),
  });
}
