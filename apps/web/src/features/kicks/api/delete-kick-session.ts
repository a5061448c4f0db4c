import { okSchema } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { kickSessionsQueryOptions } from './get-kick-sessions.ts';

export const deleteKickSession = (id: string) =>
  apiRequest(`/api/kick-sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: okSchema });

/** Deletes one of her sessions; her list is refetched after a success. */
export function useDeleteKickSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKickSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kickSessionsQueryOptions().queryKey }),
  });
}
