import { checklistsSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Her three checklists, as she sees them (every write answers the same shape). */
export const checklistsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/checklists'],
    queryFn: ({ signal }) => apiRequest('/api/checklists', { schema: checklistsSchema, signal }),
  });

export const useChecklists = () => useQuery(checklistsQueryOptions());
