import { moodSchema, type NewMood } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '@/lib/offline-queue/send.ts';
import { useSignedInUserId } from '@/lib/offline-queue/use-offline-queue.ts';
import { trackingStatsQueryOptions } from './get-tracking-stats.ts';
import { moodsQueryOptions } from './get-moods.ts';

/** Records a mood, or keeps it on this device while the network is down (issue 35). */
export const updateMood = (userId: string | null, body: NewMood) =>
  sendOrQueue(userId, 'mood', '/api/moods', body, moodSchema);

/** Records a mood entry; the mood list and the stats are refetched after a success (spec §4). */
export function useUpdateMood() {
  const queryClient = useQueryClient();
  const id = useSignedInUserId();
  return useMutation({
    // Sent even while the browser says offline: sendOrQueue keeps it on the device then (issue 35).
    networkMode: 'always',
    mutationFn: (body: NewMood) => updateMood(id, body),
    // A queued one is listed from the queue; refetching now would wait for the network.
    onSuccess: (sent) =>
      sent.queued
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: moodsQueryOptions().queryKey }),
            queryClient.invalidateQueries({ queryKey: trackingStatsQueryOptions().queryKey }),
          ]),
  });
}
