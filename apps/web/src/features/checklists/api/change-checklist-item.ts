import { checklistsSchema, type ChecklistItemPatch, type Checklists } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { checklistsQueryOptions } from './get-checklists.ts';

export const changeChecklistItem = ({ id, patch }: { id: string; patch: ChecklistItemPatch }) =>
  apiRequest(`/api/checklists/items/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    schema: checklistsSchema,
  });

/** Her lists with one item's tick changed (shown before the server answers). */
const ticked = (lists: Checklists, id: string, done: boolean): Checklists => ({
  lists: lists.lists.map((list) => ({
    ...list,
    items: list.items.map((item) => (item.id === id ? { ...item, done } : item)),
  })),
});

/**
 * Ticks, rewords, moves or puts back one item; the answer is her lists as they now are. A tick
 * shows at once and goes back if the server refuses it.
 */
export function useChangeChecklistItem() {
  const queryClient = useQueryClient();
  const { queryKey } = checklistsQueryOptions();
  return useMutation({
    mutationFn: changeChecklistItem,
    onMutate: async ({ id, patch }) => {
      const before = queryClient.getQueryData(queryKey);
      if (before && patch.done !== undefined) {
        await queryClient.cancelQueries({ queryKey });
        queryClient.setQueryData(queryKey, ticked(before, id, patch.done));
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (lists) => queryClient.setQueryData(queryKey, lists),
  });
}
