import { symptomListSchema } from '@bloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** The signed-in user's latest symptoms, newest first. */
export const symptomsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/symptoms'],
    queryFn: ({ signal }) => apiRequest('/api/symptoms', { schema: symptomListSchema, signal }),
  });

export const useSymptoms = () => useQuery(symptomsQueryOptions());
