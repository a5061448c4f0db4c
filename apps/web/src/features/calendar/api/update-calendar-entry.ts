import { calendarEntrySchema, type CalendarEntryUpdate } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { calendarEntriesQueryOptions, monthOfDate } from './get-calendar-entries.ts';
import { failingAs } from './request-failure.ts';

export const updateCalendarEntry = ({ id, ...body }: CalendarEntryUpdate & { id: string }) =>
  failingAs('Failed to update entry', () =>
    apiRequest(`/api/calendar/entries/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
      schema: calendarEntrySchema,
    }),
  );

export function useUpdateCalendarEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarEntry,
    onSuccess: (entry) =>
      queryClient.invalidateQueries({ queryKey: calendarEntriesQueryOptions(monthOfDate(entry.date)).queryKey }),
  });
}
