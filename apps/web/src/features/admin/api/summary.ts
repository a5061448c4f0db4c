import { adminSummarySchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const adminSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/summary'],
    queryFn: ({ signal }) => apiRequest('/api/admin/summary', { schema: adminSummarySchema, signal }),
  });

/** The four numbers above the tabs; refetched after an approval or a removal. */
export const useAdminSummary = () => useQuery(adminSummaryQueryOptions());
