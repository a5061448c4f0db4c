import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { whenIdle } from '../lib/boot/when-idle.ts';
import { loadPage, PAGE_MODULES, pageAt } from './page-modules.ts';
import { ROUTED_PAGES } from './route-table.ts';

/**
 * The module of each signed-in page by path (the same modules router.tsx loads lazily; pages.ts
 * `signedInPages`, which the entry may not import: it would bring the whole registry).
 */
const SIGNED_IN = new Map(
  ROUTED_PAGES.filter((page) => page.access === 'user' || page.access === 'admin').flatMap((page) =>
    page.paths.map((path) => [path, page.module] as const),
  ),
);

/** The signup form, the one screen a signed-out visitor goes to next (router.tsx loads it lazily). */
export const loadSignupForm = () => loadPage(pageAt('/signup'));

/**
 * With a session token, the signed-in frame and the page being opened are fetched while the
 * profile check runs, instead of one after the other once it answers (frame, then page); on a
 * full page load the boot script (lib/boot) has asked for them already, and these imports reuse
 * its requests. Signed out, nothing extra is fetched before the login screen is idle; then the
 * small signup form, so "Create an account" opens without a loading screen.
 */
export function usePreloadPageCode() {
  const { state } = useAuth();
  const { pathname } = useLocation();
  const mayBeSignedIn = state.status !== 'signed-out';
  useEffect(() => {
    if (!mayBeSignedIn) return whenIdle(() => void loadSignupForm());
    void import('./layout/app-layout.tsx');
    const module = SIGNED_IN.get(pathname);
    if (module) void PAGE_MODULES[module]?.();
  }, [mayBeSignedIn, pathname]);
}
