import { useUser } from '@/lib/auth/auth-context.tsx';
import { followedSync, useSyncConnections } from '../api/get-sync-connections.ts';
import { useSyncRequests, waitingFor } from '../api/get-sync-requests.ts';

/**
 * Whether the sync panel belongs right under the first screen (issue 33: the sync request shown
 * first) instead of at the end of the home page: for a partner who is not pregnant and follows
 * nobody yet (asking her is what his page is for), and for her while a partner's request waits
 * for her answer. False while the syncs load, so the panel only ever moves up once.
 */
export function useSyncFirst(): boolean {
  const user = useUser();
  const connections = useSyncConnections();
  const requests = useSyncRequests(user.isPregnant);
  if (user.isPregnant) return waitingFor(user.id, requests.data).length > 0;
  return connections.isSuccess && followedSync(connections.data) === undefined;
}
