import { weightEntrySchema, type NewWeight } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { weightsQueryOptions } from './get-weights.ts';

export const saveWeight = (body: NewWeight) =>
  apiRequest('/api/weights', { method: 'POST', body, schema: weightEntrySchema });

/** Logs her weight for a date (replacing that date's); her list, guidance and chart are refetched. */
export function useSaveWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWeight,
    onSuccess: () => {
      // Not awaited: her form clears once the entry is stored, not after the list's refetch, when
      // she may already be typing the next one.
      void queryClient.invalidateQueries({ queryKey: weightsQueryOptions().queryKey });
    },
  });
}
