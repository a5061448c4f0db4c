import { appointmentSchema, type AppointmentCreate } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { appointmentsQueryOptions } from './get-appointments.ts';

export const scheduleAppointment = (body: AppointmentCreate) =>
  apiRequest('/api/appointments', { method: 'POST', body, schema: appointmentSchema });

/** Books an appointment; the list is refetched after a success (spec §4). */
export function useScheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryOptions().queryKey }),
  });
}
