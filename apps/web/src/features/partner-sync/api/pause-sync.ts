import { okSchema, type Ok } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { syncConnectionsQueryOptions } from './get-sync-connections.ts';
import type { MutationHandlers } from './mutation-handlers.ts';
import { connectionPath } from './remove-sync.ts';

export interface PauseChange {
  /** The partner who follows her; every one of them when undefined. */
  partnerId?: string;
  paused: boolean;
}

export const pauseSync = ({ partnerId, paused }: PauseChange) =>
  apiRequest(connectionPath(paused ? '/pause' : '/resume', partnerId), { method: 'POST', schema: okSchema });

/** She pauses or resumes sharing with a partner; her syncs are refetched afterwards, success or not. */
export function usePauseSync(handlers: MutationHandlers<Ok, PauseChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseSync,
    onSuccess: (data, change) => handlers.onSuccess?.(data, change),
    onError: (error, change) => handlers.onError?.(error, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: syncConnectionsQueryOptions().queryKey }),
  });
}
