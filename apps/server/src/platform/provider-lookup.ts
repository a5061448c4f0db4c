import type { Db } from '../db/client.ts';

/** A booked provider as the booking's owner may see it. */
export interface BookedProvider {
  name: string;
  /** The fictional sample directory is labelled wherever it shows. */
  isSample: boolean;
  address: string;
  /** National Provider Identifier (directory providers that have one); null for her own. */
  npi: string | null;
  specialty: string;
  practice: string;
  phone: string;
}

/**
 * What the providers feature (the owner of `providers`) offers features that refer to a provider
 * (appointments), through AppContext: the visibility rule lives once, with the providers.
 */
export interface ProviderLookup {
  /** Whether `userId` may book `providerId`: it is in the shared directory or one she added herself. */
  bookable(db: Db, userId: string, providerId: string): Promise<boolean>;
  /**
   * Per booking, in the same order, the provider as the booking's owner may see it; null when
   * there is none, it was removed, or it is someone else's own provider. One statement per batch.
   */
  booked(
    db: Db,
    bookings: readonly { providerId: string | null; userId: string }[],
  ): Promise<(BookedProvider | null)[]>;
}
