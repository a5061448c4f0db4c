import { contractionSchema, type NewContraction } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contractionsQueryOptions, forSearch } from './get-contractions.ts';

export const saveContraction = (body: NewContraction, forId?: string) =>
  apiRequest(`/api/contractions${forSearch(forId)}`, { method: 'POST', body, schema: contractionSchema });

/** Saves a timed contraction (hers, or `forId`'s for her partner); the list and summary are refetched. */
export function useSaveContraction(forId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewContraction) => saveContraction(body, forId),
    // The list's key prefixes the summary's: both refetch.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractionsQueryOptions().queryKey }),
  });
}
