import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../lib/auth/profile-query.ts';
import { preloadHome } from './router.tsx';

/**
 * While index.html's copy of her home page is on screen (docs/decisions/010): the profile check
 * (the boot script's request, usually answered by now) and the home page's code, so that React's
 * first draw is her home page over the copy, not the loading screen between two pictures of it.
 * Never fails: a failed check is left for the app to make again (a 401 has already ended the
 * session, and the app draws the login form).
 */
export async function prepareHome(queryClient: QueryClient): Promise<void> {
  const profile = profileQueryOptions();
  await Promise.all([
    queryClient.fetchQuery(profile).catch(() => queryClient.removeQueries({ queryKey: profile.queryKey })),
    preloadHome().catch(() => undefined),
  ]);
}
