import { partnerTipsSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const partnerTipsQueryOptions = (week: number) =>
  queryOptions({
    queryKey: ['/api/health/partner-tips', week],
    queryFn: ({ signal }) => apiRequest(`/api/health/partner-tips/${week}`, { schema: partnerTipsSchema, signal }),
  });

/** "How to help this week" for her week (issue 33); nothing is asked while her week is unknown. */
export const usePartnerTips = (week: number | null) =>
  useQuery({ ...partnerTipsQueryOptions(week ?? 0), enabled: week !== null });
