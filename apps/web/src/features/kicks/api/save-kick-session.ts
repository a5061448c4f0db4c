import { kickSessionSchema, type NewKickSession } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '@/lib/offline-queue/send.ts';
import { useSignedInUserId } from '@/lib/offline-queue/use-offline-queue.ts';
import { kickSessionsQueryOptions } from './get-kick-sessions.ts';

/** Saves a session, or keeps it on this device while the network is down (issue 35). */
export const saveKickSession = (userId: string | null, body: NewKickSession) =>
  sendOrQueue(userId, 'kick', '/api/kick-sessions', body, kickSessionSchema);

/** Saves a finished session; her list is refetched after a success. */
export function useSaveKickSession() {
  const queryClient = useQueryClient();
  const id = useSignedInUserId();
  return useMutation({
    // Sent even while the browser says offline: sendOrQueue keeps it on the device then (issue 35).
    networkMode: 'always',
    mutationFn: (body: NewKickSession) => saveKickSession(id, body),
    // A queued one is not on the server yet; refetching now would wait for the network.
    onSuccess: (sent) =>
      sent.queued ? undefined : queryClient.invalidateQueries({ queryKey: kickSessionsQueryOptions().queryKey }),
  });
}
