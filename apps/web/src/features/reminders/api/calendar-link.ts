import { calendarLinkSchema, okSchema } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { reminderSettingsQueryOptions } from './get-reminder-settings.ts';

export const makeCalendarLink = () =>
  apiRequest('/api/reminders/calendar-link', { method: 'POST', schema: calendarLinkSchema });
export const stopCalendarLink = () =>
  apiRequest('/api/reminders/calendar-link', { method: 'DELETE', schema: okSchema });

/** POST /api/reminders/calendar-link: a new link (the old one ends); its address is in the answer only. */
export function useMakeCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeCalendarLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderSettingsQueryOptions().queryKey }),
  });
}

/** DELETE /api/reminders/calendar-link: subscribed calendars get nothing more. */
export function useStopCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopCalendarLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderSettingsQueryOptions().queryKey }),
  });
}
