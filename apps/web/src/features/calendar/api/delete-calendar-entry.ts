import { okSchema, type CalendarEntry } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { calendarEntriesQueryOptions, monthOfDate } from './get-calendar-entries.ts';
import { failingAs } from './request-failure.ts';

export const deleteCalendarEntry = (entry: Pick<CalendarEntry, 'id'>) =>
  failingAs('Failed to delete entry', () =>
    apiRequest(`/api/calendar/entries/${encodeURIComponent(entry.id)}`, { method: 'DELETE', schema: okSchema }),
  );

export function useDeleteCalendarEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: Pick<CalendarEntry, 'id' | 'date'>) => deleteCalendarEntry(entry),
    onSuccess: (_ok, entry) =>
      queryClient.invalidateQueries({ queryKey: calendarEntriesQueryOptions(monthOfDate(entry.date)).queryKey }),
  });
}
