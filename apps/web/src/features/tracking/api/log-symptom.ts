import { symptomSchema, type NewSymptom } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '@/lib/offline-queue/send.ts';
import { useSignedInUserId } from '@/lib/offline-queue/use-offline-queue.ts';
import { trackingStatsQueryOptions } from './get-tracking-stats.ts';
import { symptomsQueryOptions } from './get-symptoms.ts';

/** Logs a symptom, or keeps it on this device while the network is down (issue 35). */
export const logSymptom = (userId: string | null, body: NewSymptom) =>
  sendOrQueue(userId, 'symptom', '/api/symptoms', body, symptomSchema);

/** Logs a symptom; the symptom list and the stats are refetched after a success (spec §4). */
export function useLogSymptom() {
  const queryClient = useQueryClient();
  const id = useSignedInUserId();
  return useMutation({
    // Sent even while the browser says offline: sendOrQueue keeps it on the device then (issue 35).
    networkMode: 'always',
    mutationFn: (body: NewSymptom) => logSymptom(id, body),
    // A queued one is listed from the queue; refetching now would wait for the network.
    onSuccess: (sent) =>
      sent.queued
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: symptomsQueryOptions().queryKey }),
            queryClient.invalidateQueries({ queryKey: trackingStatsQueryOptions().queryKey }),
          ]),
  });
}
