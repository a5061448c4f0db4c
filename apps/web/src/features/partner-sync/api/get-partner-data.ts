import { partnerDataSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

// Spec §9: the partner view refreshes every 5 s.
export const PARTNER_DATA_POLL_MS = 5000;

export const partnerDataQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/parent-sync/partner-data'],
    queryFn: ({ signal }) => apiRequest('/api/parent-sync/partner-data', { schema: partnerDataSchema, signal }),
  });

/**
 * The pregnant partner's shared data, refetched every 5 s while the view is mounted and the page
 * is visible (TanStack Query pauses interval refetches in a background tab).
 */
export const usePartnerData = (enabled: boolean) =>
  useQuery({
    ...partnerDataQueryOptions(),
    enabled,
    refetchInterval: enabled ? PARTNER_DATA_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
