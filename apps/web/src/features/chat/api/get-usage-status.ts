import { usageStatusSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

// Spec §9: the usage status is polled every second, while the card is on screen.
export const USAGE_POLL_MS = 1000;

export const usageStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/usage-status'],
    queryFn: ({ signal }) => apiRequest('/api/user/usage-status', { schema: usageStatusSchema, signal }),
  });

/** Polled only while a component using it is mounted and `enabled` (non-admins). */
export const useUsageStatus = (enabled: boolean) =>
  useQuery({ ...usageStatusQueryOptions(), enabled, refetchInterval: enabled ? USAGE_POLL_MS : false });
