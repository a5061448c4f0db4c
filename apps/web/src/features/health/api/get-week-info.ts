import { weeklyInfoSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const weekInfoQueryOptions = (week: number) =>
  queryOptions({
    queryKey: ['/api/health/week', week],
    queryFn: ({ signal }) => apiRequest(`/api/health/week/${week}`, { schema: weeklyInfoSchema, signal }),
  });

/** Spec §5: fetched only for a whole week from 1 to 42; null (anything else) fetches nothing. */
export function useWeekInfo(week: number | null) {
  return useQuery({ ...weekInfoQueryOptions(week ?? 0), enabled: week !== null });
}
