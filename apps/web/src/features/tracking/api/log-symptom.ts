import { symptomSchema, type NewSymptom } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { trackingStatsQueryOptions } from './get-tracking-stats.ts';
import { symptomsQueryOptions } from './get-symptoms.ts';

export const logSymptom = (body: NewSymptom) =>
  apiRequest('/api/symptoms', { method: 'POST', body, schema: symptomSchema });

/** Logs a symptom; the symptom list and the stats are refetched after a success (spec §4). */
export function useLogSymptom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logSymptom,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: symptomsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: trackingStatsQueryOptions().queryKey }),
      ]),
  });
}
