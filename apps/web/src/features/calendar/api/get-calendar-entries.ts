import { calendarEntryListSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const getCalendarEntries = (month: string, signal?: AbortSignal) =>
  apiRequest(`/api/calendar/entries?month=${encodeURIComponent(month)}`, { schema: calendarEntryListSchema, signal });

/** One cache entry per month ('YYYY-MM'), so moving between months keeps what was loaded. */
export const calendarEntriesQueryOptions = (month: string) =>
  queryOptions({
    queryKey: ['/api/calendar/entries', month],
    queryFn: ({ signal }) => getCalendarEntries(month, signal),
  });

export const useCalendarEntries = (month: string) => useQuery(calendarEntriesQueryOptions(month));

/** The month key of an entry's 'YYYY-MM-DD' date, to refetch just that month after a change. */
export const monthOfDate = (date: string) => date.slice(0, 7);
