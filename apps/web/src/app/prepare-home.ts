import { toIsoDate } from '@bloom/pregnancy';
import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../lib/auth/profile-query.ts';
import { preloadHome } from './router.tsx';

/** The next task, so what follows does not lengthen this one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Her days in her time zone (the week in the hero) need the browser's date data: the first date
 * formatter is the costliest thing her home page's first draw did (about 15 ms on a phone). Made
 * here in a task of its own, the draw finds it made (docs/decisions/024).
 */
async function prepareDates(timeZone: string): Promise<void> {
  await nextTask();
  try {
    toIsoDate(new Date(), timeZone);
  } catch {
    // An unknown zone: the app meets it again when it draws, as before.
  }
  await nextTask();
}

/**
 * While index.html's copy of her home page is on screen (docs/decisions/010): the profile check
 * (the boot script's request, usually answered by now) and the home page's code, so that React's
 * first draw is her home page over the copy, not the loading screen between two pictures of it.
 * Never fails: a failed check is left for the app to make again (a 401 has already ended the
 * session, and the app draws the login form).
 */
export async function prepareHome(queryClient: QueryClient): Promise<void> {
  const profile = profileQueryOptions();
  const [user] = await Promise.all([
    queryClient.fetchQuery(profile).catch(() => queryClient.removeQueries({ queryKey: profile.queryKey })),
    // The boot script's preload links for this code first: asked for before they are all in, the
    // bundler's preloading would add a second link for each missing one (docs/decisions/024).
    Promise.resolve(window.bloomPreloads)
      .then(preloadHome)
      .catch(() => undefined),
  ]);
  if (user) await prepareDates(user.timeZone);
}
