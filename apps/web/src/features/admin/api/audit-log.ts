import { adminAuditPageSchema } from '@bloom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminPath } from './admin-path.ts';

export const AUDIT_PAGE_SIZE = 50;

export const adminAuditPath = (page: number) => adminPath('/api/admin/audit-log', { page, pageSize: AUDIT_PAGE_SIZE });

export const adminAuditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['/api/admin/audit-log', { page }],
    queryFn: ({ signal }) => apiRequest(adminAuditPath(page), { schema: adminAuditPageSchema, signal }),
  });

/** Newest first; every admin read adds to it, so reopening the tab asks again. */
export const useAdminAuditLog = (page: number) =>
  useQuery({ ...adminAuditQueryOptions(page), placeholderData: keepPreviousData, refetchOnMount: 'always' });
