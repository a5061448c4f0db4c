import { kickSessionSchema, type NewKickSession } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { kickSessionsQueryOptions } from './get-kick-sessions.ts';

export const saveKickSession = (body: NewKickSession) =>
  apiRequest('/api/kick-sessions', { method: 'POST', body, schema: kickSessionSchema });

/** Saves a finished session; her list is refetched after a success. */
export function useSaveKickSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKickSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kickSessionsQueryOptions().queryKey }),
  });
}
