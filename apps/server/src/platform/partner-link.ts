import type { Db } from '../db/client.ts';

/**
 * Whether a partner may act for her now: 'shared' while he follows her and she shares with him,
 * 'paused' while she has paused sharing, 'none' when he does not follow her (or either account
 * is gone). The same three answers as the partner view (404 for none, 403 while paused).
 */
export type PartnerAccess = 'shared' | 'paused' | 'none';

/**
 * What the partner-sync feature (the owner of the syncs) offers features that let a synced
 * partner act on her data, through AppContext: the contraction timer, the one write a partner may
 * make (docs/product-decisions.md). The sync rule lives once, with the syncs.
 */
export interface PartnerLink {
  /** Whether `partnerId` follows `herId`, and whether she shares with him now. */
  access(db: Db, partnerId: string, herId: string): Promise<PartnerAccess>;
}
