import { calendarEntrySchema, type FoodTracking } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { calendarEntriesQueryOptions, monthOfDate } from './get-calendar-entries.ts';
import { failingAs } from './request-failure.ts';

export const trackFood = (body: FoodTracking) =>
  failingAs('Failed to track food', () =>
    apiRequest('/api/calendar/food-tracking', { method: 'POST', body, schema: calendarEntrySchema }),
  );

export function useTrackFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trackFood,
    onSuccess: (entry) => {
      // Not awaited: her form clears once the entry is stored, not after the list's refetch, when
      // she may already be typing the next one.
      void queryClient.invalidateQueries({ queryKey: calendarEntriesQueryOptions(monthOfDate(entry.date)).queryKey });
    },
  });
}
