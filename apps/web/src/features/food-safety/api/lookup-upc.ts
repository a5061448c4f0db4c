import { upcLookupResultSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const upcLookupQueryOptions = (upc: string) =>
  queryOptions({
    queryKey: ['/api/upc/lookup', upc],
    queryFn: ({ signal }) =>
      apiRequest(`/api/upc/lookup/${encodeURIComponent(upc)}`, { schema: upcLookupResultSchema, signal }),
  });

/** Runs only once a barcode of at least 8 digits has been submitted (spec §4). */
export const useUpcLookup = (upc: string | null) =>
  useQuery({ ...upcLookupQueryOptions(upc ?? ''), enabled: upc !== null });
