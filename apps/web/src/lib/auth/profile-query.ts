import { userProfileSchema } from '@bloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/profile'],
    queryFn: ({ signal }) => apiRequest('/api/user/profile', { schema: userProfileSchema, signal }),
  });
