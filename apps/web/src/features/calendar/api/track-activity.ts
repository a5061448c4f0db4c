import { calendarEntrySchema, type ActivityTracking } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { calendarEntriesQueryOptions, monthOfDate } from './get-calendar-entries.ts';
import { failingAs } from './request-failure.ts';

export const trackActivity = (body: ActivityTracking) =>
  failingAs('Failed to track activities', () =>
    apiRequest('/api/calendar/activity-tracking', { method: 'POST', body, schema: calendarEntrySchema }),
  );

export function useTrackActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trackActivity,
    onSuccess: (entry) => {
      // Not awaited: her form clears once the entry is stored, not after the list's refetch, when
      // she may already be typing the next one.
      void queryClient.invalidateQueries({ queryKey: calendarEntriesQueryOptions(monthOfDate(entry.date)).queryKey });
    },
  });
}
