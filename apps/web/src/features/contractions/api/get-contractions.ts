import { contractionListSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** `?for=<her id>` when her synced partner reads her log; nothing for her own. */
export const forSearch = (forId: string | undefined) => (forId ? `?for=${encodeURIComponent(forId)}` : '');

/** Her latest contractions, newest first (hers, or, for her partner, `forId`'s). */
export const contractionsQueryOptions = (forId?: string) =>
  queryOptions({
    queryKey: forId ? ['/api/contractions', { for: forId }] : ['/api/contractions'],
    queryFn: ({ signal }) =>
      apiRequest(`/api/contractions${forSearch(forId)}`, { schema: contractionListSchema, signal }),
  });

/**
 * Her synced partner may time contractions for her (and she may be timing while he watches): the
 * open page follows the other's entries at the partner view's pace, never while hidden.
 */
export const CONTRACTIONS_POLL_MS = 5000;

export const useContractions = (forId?: string) =>
  useQuery({ ...contractionsQueryOptions(forId), refetchInterval: CONTRACTIONS_POLL_MS });
