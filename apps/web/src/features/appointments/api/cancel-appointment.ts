import { appointmentSchema } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { appointmentsQueryOptions } from './get-appointments.ts';

export const cancelAppointment = (id: string) =>
  apiRequest(`/api/appointments/${encodeURIComponent(id)}/cancel`, { method: 'PATCH', schema: appointmentSchema });

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryOptions().queryKey }),
  });
}
