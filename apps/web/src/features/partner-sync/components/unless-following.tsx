import type { ReactNode } from 'react';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { followedSync, useSyncConnections } from '../api/get-sync-connections.ts';

/**
 * Shows its children (the symptom and mood tracker) to pregnant users and to users who follow
 * nobody (spec §2): a synced partner sees the partner view in its place. While the syncs load
 * for someone who is not pregnant, nothing shows here; the partner view's skeleton holds the place.
 */
export function UnlessFollowing({ children }: { children: ReactNode }) {
  const user = useUser();
  const connections = useSyncConnections();
  if (user.isPregnant) return children;
  if (connections.isPending) return null;
  return followedSync(connections.data) ? null : children;
}

/** True for a partner who is not pregnant and follows someone's pregnancy (the partner view shows). */
export function useFollowsPartner(): boolean {
  const user = useUser();
  const connections = useSyncConnections();
  return !user.isPregnant && followedSync(connections.data) !== undefined;
}
