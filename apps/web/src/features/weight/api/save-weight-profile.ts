import { weightProfileSchema, type WeightProfile } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { weightsQueryOptions } from './get-weights.ts';

export const saveWeightProfile = (body: WeightProfile) =>
  apiRequest('/api/weights/profile', { method: 'PUT', body, schema: weightProfileSchema });

/** Saves her details; everything read against them (gains, guidance, chart) is refetched. */
export function useSaveWeightProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWeightProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weightsQueryOptions().queryKey }),
  });
}
