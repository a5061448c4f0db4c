import { userProfileSchema, type ProfileUpdate } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { profileQueryOptions } from '@/lib/auth/profile-query.ts';

export const updateProfile = (update: ProfileUpdate) =>
  apiRequest('/api/user/profile', { method: 'PATCH', body: update, schema: userProfileSchema });

/** PATCH /api/user/profile; the answer becomes the profile every screen reads (dashboard included). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
