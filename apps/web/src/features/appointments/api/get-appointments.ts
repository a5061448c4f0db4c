import { appointmentListSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const appointmentsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/appointments'],
    queryFn: ({ signal }) => apiRequest('/api/appointments', { schema: appointmentListSchema, signal }),
  });

export const useAppointments = () => useQuery(appointmentsQueryOptions());
