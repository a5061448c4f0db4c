import type { PartnerLink } from '../../platform/partner-link.ts';
import { followedConnection } from './repo.ts';

/** The partner-sync feature's answer to features that let a synced partner act for her (AppContext). */
export const partnerLink: PartnerLink = {
  async access(db, partnerId, herId) {
    const sync = await followedConnection(db, partnerId);
    if (!sync || sync.parentId !== herId) return 'none';
    return sync.pausedAt ? 'paused' : 'shared';
  },
};
