import { okSchema } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { contractionsQueryOptions } from './get-contractions.ts';

export const deleteContraction = (id: string) =>
  apiRequest(`/api/contractions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: okSchema });

/** Deletes one of her contractions (only she may); the list and summary are refetched. */
export function useDeleteContraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContraction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractionsQueryOptions().queryKey }),
  });
}
