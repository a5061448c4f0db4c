import { educationResponseSchema, type EducationCategory } from '@bloom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export interface EducationFilter {
  week?: number | undefined;
  category?: EducationCategory | undefined;
}

function educationPath({ week, category }: EducationFilter): string {
  const params = new URLSearchParams();
  if (week !== undefined) params.set('week', String(week));
  if (category) params.set('category', category);
  const query = params.toString();
  return `/api/education${query ? `?${query}` : ''}`;
}

/** Week and category are filtered on the server (spec §7 GET /api/education). */
export const educationQueryOptions = (filter: EducationFilter = {}) =>
  queryOptions({
    queryKey: ['/api/education', filter.week ?? 'any-week', filter.category ?? 'all'],
    queryFn: ({ signal }) => apiRequest(educationPath(filter), { schema: educationResponseSchema, signal }),
  });

export function useEducation(filter: EducationFilter = {}) {
  return useQuery({ ...educationQueryOptions(filter), placeholderData: keepPreviousData });
}
