/**
 * The profile check, started by the boot script (boot.ts) before the app's code has arrived, and
 * handed to the app's first profile query (lib/auth/profile-query.ts). Plain data and functions,
 * no imports: the build reads PROFILE_PATH too.
 */
export const PROFILE_PATH = '/api/user/profile';

/** What the boot script leaves on `window`: the request it sent and the token it sent it with. */
export interface EarlyProfile {
  token: string;
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    bloomEarlyProfile?: EarlyProfile | undefined;
    /** Settles once the boot script has added its preload links for the frame and the page. */
    bloomPreloads?: Promise<void> | undefined;
  }
}

/**
 * The boot script's answer, once, if it was asked with the session token the app holds now (a
 * sign-out or a new sign-in since makes it stale); null when there is none to use, or when it
 * failed on the way (the app then asks again itself, as it always did).
 */
export async function takeEarlyProfile(token: string | null, win: Window = window): Promise<Response | null> {
  const early = win.bloomEarlyProfile;
  win.bloomEarlyProfile = undefined;
  if (!early || token === null || early.token !== token) return null;
  return early.response;
}
