import {
  adminUserActionResponseSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  type USER_STATUS_FILTERS,
} from '@bloom/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { ADMIN_READS, adminPath, invalidatePaths } from './admin-path.ts';

// Spec §7, §9: the admin user list is refetched every 5 s. The server answers with an ETag and
// `Cache-Control: private, no-cache`, and apiRequest leaves fetch's cache mode at its default,
// so most polls are revalidated by the browser and come back as a small 304.
const USERS_POLL_MS = 5000;
export const USERS_PAGE_SIZE = 25;

export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];
export interface AdminUsersFilter {
  page: number;
  /** Name or e-mail; blank is everyone. */
  q: string;
  status: UserStatusFilter;
}

/** GET /api/admin/users with the page and only the filters in use. */
export const adminUsersPath = ({ page, q, status }: AdminUsersFilter) =>
  adminPath('/api/admin/users', {
    page,
    pageSize: USERS_PAGE_SIZE,
    q: q.trim(),
    status: status === 'all' ? undefined : status,
  });

export const adminUsersQueryOptions = (filter: AdminUsersFilter) =>
  queryOptions({
    queryKey: ['/api/admin/users', filter],
    queryFn: ({ signal }) => apiRequest(adminUsersPath(filter), { schema: adminUserPageSchema, signal }),
  });

/** One page of users, polled; while another page or search loads, the last answer stays on screen. */
export const useAdminUsers = (filter: AdminUsersFilter) =>
  useQuery({ ...adminUsersQueryOptions(filter), refetchInterval: USERS_POLL_MS, placeholderData: keepPreviousData });

export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/admin/users', id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, { schema: adminUserDetailSchema, signal }),
  });

/** The View dialog's full profile and record counts; nothing is asked while no one is chosen. */
export const useAdminUser = (id: string | null) =>
  useQuery({ ...adminUserQueryOptions(id ?? ''), enabled: id !== null });

function useUserAction(method: 'POST' | 'DELETE', path: (id: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(path(id), { method, schema: adminUserActionResponseSchema }),
    // The list, the summary cards and the audit trail all change; a removal also takes her events.
    onSuccess: () => invalidatePaths(queryClient, ...ADMIN_READS),
  });
}

export const useApproveUser = () => useUserAction('POST', (id) => `/api/admin/users/${encodeURIComponent(id)}/approve`);
export const useRemoveUser = () => useUserAction('DELETE', (id) => `/api/admin/users/${encodeURIComponent(id)}`);

/** The View's 'Send password reset email': her own one-time link, to her own address (audited). */
export const useSendPasswordReset = () =>
  useUserAction('POST', (id) => `/api/admin/users/${encodeURIComponent(id)}/password-reset`);
