import { checklistsSchema } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { checklistsQueryOptions } from './get-checklists.ts';

export const removeChecklistItem = (id: string) =>
  apiRequest(`/api/checklists/items/${encodeURIComponent(id)}`, { method: 'DELETE', schema: checklistsSchema });

/** Deletes her own item, or removes a suggestion (she may put it back); the answer is her lists. */
export function useRemoveChecklistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeChecklistItem,
    onSuccess: (lists) => queryClient.setQueryData(checklistsQueryOptions().queryKey, lists),
  });
}
