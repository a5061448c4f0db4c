import { ErrorCode } from '@bloom/contract';
import { ApiError } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n/index.ts';

/** The server's own message for a failed sync call (spec §8), else what the client knows of the failure. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error && error.message ? error.message : i18n.t('failureFallback', { ns: 'partnerSync' });
}

/** A 404 from the partner view: the sync ended (removed, or an account is gone). */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A 403 from the partner view while she has paused sharing (the sync stays). */
export const isPaused = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.body?.code === ErrorCode.syncPaused;
