import { medicationResultSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const medicationQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['/api/health/medication', name],
    queryFn: ({ signal }) =>
      apiRequest(`/api/health/medication/${encodeURIComponent(name)}`, { schema: medicationResultSchema, signal }),
  });

/** Runs only once a name has been submitted or a shortcut chosen; null means nothing asked yet. */
export function useMedication(name: string | null) {
  return useQuery({ ...medicationQueryOptions(name ?? ''), enabled: name !== null });
}
