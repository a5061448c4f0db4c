import { checklistsSchema, type ChecklistListId, type NewChecklistItem } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { checklistsQueryOptions } from './get-checklists.ts';

export const addChecklistItem = ({ list, item }: { list: ChecklistListId; item: NewChecklistItem }) =>
  apiRequest(`/api/checklists/${list}/items`, { method: 'POST', body: item, schema: checklistsSchema });

/** Adds an item of her own at the end of a list; the answer is her lists as they now are. */
export function useAddChecklistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addChecklistItem,
    onSuccess: (lists) => queryClient.setQueryData(checklistsQueryOptions().queryKey, lists),
  });
}
