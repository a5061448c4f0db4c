import { reminderSettingsSchema, type ReminderSettingsUpdate } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { reminderSettingsQueryOptions } from './get-reminder-settings.ts';

export const updateReminderSettings = (body: ReminderSettingsUpdate) =>
  apiRequest('/api/reminders/settings', { method: 'PATCH', body, schema: reminderSettingsSchema });

/** PATCH /api/reminders/settings; the answer is her settings as saved. */
export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSettings,
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQueryOptions().queryKey, saved),
  });
}
