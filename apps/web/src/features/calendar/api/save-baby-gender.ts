import { userProfileSchema, type UserProfile } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { profileQueryOptions } from '@/lib/auth/profile-query.ts';

type BabyGender = NonNullable<UserProfile['babyGender']>;

export const saveBabyGender = (babyGender: BabyGender) =>
  apiRequest('/api/user/profile', { method: 'PATCH', body: { babyGender }, schema: userProfileSchema });

/** Saves the choice on the profile; the profile is refetched so every screen shows it. */
export function useSaveBabyGender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBabyGender,
    onSuccess: async (profile) => {
      // Show the new choice at once; the refetch then confirms it from the server.
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    },
  });
}
