import { ADMIN_USAGE_SHOWN, adminDailyUsageSchema, adminUsageStatPageSchema } from '@bloom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminPath } from './admin-path.ts';

/** Spec §9: the usage table shows 50 rows a page. */
export const adminUsageStatsPath = (page: number) =>
  adminPath('/api/admin/usage-stats', { page, pageSize: ADMIN_USAGE_SHOWN });

export const adminUsageStatsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['/api/admin/usage-stats', { page }],
    queryFn: ({ signal }) => apiRequest(adminUsageStatsPath(page), { schema: adminUsageStatPageSchema, signal }),
  });

export const useAdminUsageStats = (page: number) =>
  useQuery({ ...adminUsageStatsQueryOptions(page), placeholderData: keepPreviousData, refetchOnMount: 'always' });

export const adminDailyUsageQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/usage-stats/daily'],
    queryFn: ({ signal }) => apiRequest('/api/admin/usage-stats/daily', { schema: adminDailyUsageSchema, signal }),
  });

/** The chart's 30 days of active users and chat sessions. */
export const useAdminDailyUsage = () => useQuery({ ...adminDailyUsageQueryOptions(), refetchOnMount: 'always' });
