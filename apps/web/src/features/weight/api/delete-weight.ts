import { okSchema } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { weightsQueryOptions } from './get-weights.ts';

export const deleteWeight = (id: string) =>
  apiRequest(`/api/weights/${encodeURIComponent(id)}`, { method: 'DELETE', schema: okSchema });

/** Deletes one of her weights; her list, guidance and chart are refetched. */
export function useDeleteWeight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWeight,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: weightsQueryOptions().queryKey }),
  });
}
