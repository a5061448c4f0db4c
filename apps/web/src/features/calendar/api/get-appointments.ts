import { appointmentListSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * The user's appointments, to show on the days they fall on. Same call and query key as the
 * appointments feature's list, so both share one cache entry and a booking or cancellation
 * there refreshes the calendar too.
 */
export const calendarAppointmentsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/appointments'],
    queryFn: ({ signal }) => apiRequest('/api/appointments', { schema: appointmentListSchema, signal }),
  });

export const useCalendarAppointments = () => useQuery(calendarAppointmentsQueryOptions());
