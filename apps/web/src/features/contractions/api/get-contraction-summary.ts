import { contractionSummarySchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { CONTRACTIONS_POLL_MS, forSearch } from './get-contractions.ts';

/** Her last hour: counts, averages, the 5-1-1 and preterm rules and the advice, with the guidance. */
export const contractionSummaryQueryOptions = (forId?: string) =>
  queryOptions({
    queryKey: forId ? ['/api/contractions', 'summary', { for: forId }] : ['/api/contractions', 'summary'],
    queryFn: ({ signal }) =>
      apiRequest(`/api/contractions/summary${forSearch(forId)}`, { schema: contractionSummarySchema, signal }),
  });

export const useContractionSummary = (forId?: string) =>
  useQuery({ ...contractionSummaryQueryOptions(forId), refetchInterval: CONTRACTIONS_POLL_MS });
