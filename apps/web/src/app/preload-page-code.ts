import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth-context.tsx';
import type { SignedInPath } from '../lib/boot/pages.ts';
import { whenIdle } from '../lib/boot/when-idle.ts';

/** The code of each signed-in page (the same modules router.tsx loads lazily; lib/boot/pages.ts). */
const PAGE_CODE: Record<SignedInPath, () => Promise<unknown>> = {
  '/': () => import('./routes/dashboard.tsx'),
  '/dashboard': () => import('./routes/dashboard.tsx'),
  '/tracking': () => import('./routes/tracking.tsx'),
  '/providers': () => import('./routes/providers.tsx'),
  '/education': () => import('./routes/education.tsx'),
  '/chat': () => import('./routes/chat.tsx'),
  '/profile': () => import('./routes/profile.tsx'),
  '/admin': () => import('./routes/admin.tsx'),
};

/** The signup form, the one screen a signed-out visitor goes to next (router.tsx loads it lazily). */
export const loadSignupForm = () => import('../features/accounts/components/signup-form.tsx');

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
    void PAGE_CODE[pathname as SignedInPath]?.();
  }, [mayBeSignedIn, pathname]);
}
