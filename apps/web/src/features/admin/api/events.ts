import {
  ADMIN_EVENTS_SHOWN,
  adminEventDetailSchema,
  adminEventPageSchema,
  type AdminEvent,
  type EventType,
} from '@bloom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminPath } from './admin-path.ts';

export interface AdminEventsFilter {
  page: number;
  userId?: string | undefined;
  type?: EventType | undefined;
}

/** Spec §9: a page is the first 100 events, newest first; later pages come from the server. */
export const adminEventsPath = ({ page, userId, type }: AdminEventsFilter) =>
  adminPath('/api/admin/events', { page, pageSize: ADMIN_EVENTS_SHOWN, userId, type });

export const adminEventsQueryOptions = (filter: AdminEventsFilter) =>
  queryOptions({
    queryKey: ['/api/admin/events', filter],
    queryFn: ({ signal }) => apiRequest(adminEventsPath(filter), { schema: adminEventPageSchema, signal }),
  });

/** Reopening the tab asks again (events arrive all the time); the last answer shows meanwhile. */
export const useAdminEvents = (filter: AdminEventsFilter) =>
  useQuery({ ...adminEventsQueryOptions(filter), placeholderData: keepPreviousData, refetchOnMount: 'always' });

export const adminEventQueryOptions = ({ type, id }: Pick<AdminEvent, 'type' | 'id'>) =>
  queryOptions({
    queryKey: ['/api/admin/events', type, id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/events/${type}/${encodeURIComponent(id)}`, { schema: adminEventDetailSchema, signal }),
  });

/** The View button's full record; nothing is asked while no event is open. */
export const useAdminEvent = (event: AdminEvent | null) =>
  useQuery({ ...adminEventQueryOptions(event ?? { type: 'symptom', id: '' }), enabled: event !== null });
