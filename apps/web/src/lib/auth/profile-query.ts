import { userProfileSchema } from '@bloom/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, readResponse } from '../api-client.ts';
import { PROFILE_PATH, takeEarlyProfile } from '../boot/early-profile.ts';
import { tokenStorage } from '../token-storage.ts';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: [PROFILE_PATH],
    queryFn: async ({ signal }) => {
      // On a page load, the boot script has usually asked already (lib/boot): its answer, once.
      const early = await takeEarlyProfile(tokenStorage.get());
      if (early) return readResponse(early, { schema: userProfileSchema });
      return apiRequest(PROFILE_PATH, { schema: userProfileSchema, signal });
    },
  });
