import { providerSchema, type OwnProviderCreate } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { providersQueryOptions } from './get-providers.ts';

export const addOwnProvider = (body: OwnProviderCreate) =>
  apiRequest('/api/providers/mine', { method: 'POST', body, schema: providerSchema });

/**
 * Adds the user's own provider, private to her. It is put at the top of the cached list at once
 * (so the booking form can select it straight away), then the list is refetched.
 */
export function useAddOwnProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOwnProvider,
    onSuccess: (created) => {
      const { queryKey } = providersQueryOptions();
      queryClient.setQueryData(queryKey, (list) => [created, ...(list ?? [])]);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
