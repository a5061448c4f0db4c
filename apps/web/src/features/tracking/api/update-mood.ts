import { moodSchema, type NewMood } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { trackingStatsQueryOptions } from './get-tracking-stats.ts';
import { moodsQueryOptions } from './get-moods.ts';

export const updateMood = (body: NewMood) => apiRequest('/api/moods', { method: 'POST', body, schema: moodSchema });

/** Records a mood entry; the mood list and the stats are refetched after a success (spec §4). */
export function useUpdateMood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMood,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moodsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: trackingStatsQueryOptions().queryKey }),
      ]),
  });
}
