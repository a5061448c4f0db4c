import { adminUserActionResponseSchema, adminUserListSchema } from '@bloom/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// Spec §7: the admin user list is refetched every 5 s.
const USERS_POLL_MS = 5000;

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/users'],
    queryFn: ({ signal }) => apiRequest('/api/admin/users', { schema: adminUserListSchema, signal }),
  });

export const useAdminUsers = () => useQuery({ ...adminUsersQueryOptions(), refetchInterval: USERS_POLL_MS });

function useUserAction(method: 'POST' | 'DELETE', path: (id: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(path(id), { method, schema: adminUserActionResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
  });
}

export const useApproveUser = () => useUserAction('POST', (id) => `/api/admin/users/${encodeURIComponent(id)}/approve`);
export const useRemoveUser = () => useUserAction('DELETE', (id) => `/api/admin/users/${encodeURIComponent(id)}`);
