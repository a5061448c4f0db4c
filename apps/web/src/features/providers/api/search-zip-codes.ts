import { ZIP_SUGGESTIONS, zipResultListSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** 1 to 5 digits ask for suggestions (spec §5). */
export const suggestsZip = (digits: string) => /^\d{1,5}$/.test(digits);

export const zipSuggestionsQueryOptions = (digits: string) =>
  queryOptions({
    queryKey: ['/api/zip-codes/search', digits],
    queryFn: async ({ signal }) => {
      const found = await apiRequest(`/api/zip-codes/search?query=${digits}`, { schema: zipResultListSchema, signal });
      // Spec §7: the first 10 are kept.
      return found.slice(0, ZIP_SUGGESTIONS);
    },
  });

/** Suggestions for the digits typed so far (already debounced by the caller). */
export const useZipSuggestions = (digits: string) =>
  useQuery({ ...zipSuggestionsQueryOptions(digits), enabled: suggestsZip(digits) });
