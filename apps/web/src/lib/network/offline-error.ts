import { OFFLINE_CONTENT_MESSAGE } from '@bloom/contract';
import { isOnline } from './online-status.ts';

/**
 * A request that could not leave because the device is offline. A TypeError, as fetch's own
 * network failure is, so code that tells network failures from answers by `instanceof TypeError`
 * keeps working; its message is the calm one a screen can show as it is.
 */
export class OfflineError extends TypeError {
  constructor() {
    super(OFFLINE_CONTENT_MESSAGE);
    this.name = 'OfflineError';
  }
}

/** fetch, with a network failure while offline turned into an OfflineError. */
export async function fetchOrOffline(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (error instanceof TypeError && !isOnline()) throw new OfflineError();
    throw error;
  }
}

/** Whether a failure is the device being offline (not an answer, nor some other fault). */
export const isOfflineFailure = (error: unknown) =>
  error instanceof OfflineError || (error instanceof TypeError && !isOnline());
