import { useQuery } from '@tanstack/react-query';
import { PARTNER_DATA_POLL_MS } from './get-partner-data.ts';
import { syncConnectionsQueryOptions } from './get-sync-connections.ts';
import { syncRequestsQueryOptions } from './get-sync-requests.ts';

/**
 * While her request waits, the syncs and requests are asked again at the partner view's pace
 * (only while the page is visible), so an approval or a decline shows without a reload.
 */
export function useWatchPendingRequest(waiting: boolean) {
  const interval = waiting ? PARTNER_DATA_POLL_MS : false;
  useQuery({ ...syncConnectionsQueryOptions(), refetchInterval: interval, enabled: waiting });
  useQuery({ ...syncRequestsQueryOptions(), refetchInterval: interval, enabled: waiting });
}
