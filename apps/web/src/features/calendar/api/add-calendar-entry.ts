import { calendarEntrySchema, type CalendarEntryCreate } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { calendarEntriesQueryOptions, monthOfDate } from './get-calendar-entries.ts';
import { failingAs } from './request-failure.ts';

export const addCalendarEntry = (body: CalendarEntryCreate) =>
  failingAs('Failed to add entry', () =>
    apiRequest('/api/calendar/entries', { method: 'POST', body, schema: calendarEntrySchema }),
  );

export function useAddCalendarEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCalendarEntry,
    onSuccess: (entry) => {
      // Not awaited: her form clears once the entry is stored, not after the list's refetch, when
      // she may already be typing the next one.
      void queryClient.invalidateQueries({ queryKey: calendarEntriesQueryOptions(monthOfDate(entry.date)).queryKey });
    },
  });
}
