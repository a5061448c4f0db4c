import { reminderSettingsSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Her reminder switches and when her calendar link was made (never the link: only its hash is kept). */
export const reminderSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/reminders/settings'],
    queryFn: ({ signal }) => apiRequest('/api/reminders/settings', { schema: reminderSettingsSchema, signal }),
  });

export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions());
