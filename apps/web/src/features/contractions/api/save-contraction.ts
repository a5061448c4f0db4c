import { contractionSchema, type NewContraction } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '@/lib/offline-queue/send.ts';
import { useSignedInUserId } from '@/lib/offline-queue/use-offline-queue.ts';
import { contractionsQueryOptions, forSearch } from './get-contractions.ts';

/** Saves a contraction, or keeps it on this device while the network is down (issue 35). */
export const saveContraction = (userId: string | null, body: NewContraction, forId?: string) =>
  sendOrQueue(userId, 'contraction', `/api/contractions${forSearch(forId)}`, body, contractionSchema);

/** Saves a timed contraction (hers, or `forId`'s for her partner); the list and summary are refetched. */
export function useSaveContraction(forId?: string) {
  const queryClient = useQueryClient();
  const id = useSignedInUserId();
  return useMutation({
    // Sent even while the browser says offline: sendOrQueue keeps it on the device then (issue 35).
    networkMode: 'always',
    mutationFn: (body: NewContraction) => saveContraction(id, body, forId),
    // The list's key prefixes the summary's: both refetch.
    // A queued one is not on the server yet; refetching now would wait for the network.
    onSuccess: (sent) =>
      sent.queued ? undefined : queryClient.invalidateQueries({ queryKey: contractionsQueryOptions().queryKey }),
  });
}
