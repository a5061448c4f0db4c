import type { UserProfile } from '@bloom/contract';
import { SESSION_EXPIRED_MESSAGE, userProfileSchema } from '@bloom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast.tsx';
import { adoptProfileLanguage, i18n, takeSignedOutChoice } from '../i18n/index.ts';
import { apiRequest, isSessionEndedByUpdate, setUnauthorizedHandler } from '../api-client.ts';
import { isOfflineFailure } from '../network/offline-error.ts';
import { useOnlineStatus } from '../network/online-status.ts';
import { offlineQueue } from '../offline-queue/queue-store.ts';
import { PROFILE_PATH } from '../boot/early-profile.ts';
import { tokenStorage } from '../token-storage.ts';
import { profileQueryOptions } from './profile-query.ts';

export type AuthState =
  { status: 'loading'; user: null } | { status: 'signed-out'; user: null } | { status: 'signed-in'; user: UserProfile };

interface AuthApi {
  state: AuthState;
  signIn(token: string, user: UserProfile): void;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthApi | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(() => tokenStorage.get());
  // The first check loads the profile; any failure ends the session (spec §4).
  const profile = useQuery({ ...profileQueryOptions(), enabled: token !== null });

  const endSession = useCallback(() => {
    tokenStorage.clear();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  // A check that could not be made because the device is offline is no failed check: her session
  // stays, the app waits, and asks again once she is back online (decision 020).
  const online = useOnlineStatus();

  // Signed in, her profile's language is the app's (docs/decisions/021-languages.md); one she
  // chose on the login page is saved to her profile instead.
  const savedLocale = profile.data?.locale;
  useEffect(() => {
    if (savedLocale === undefined) return;
    const chosen = takeSignedOutChoice();
    if (chosen === undefined || chosen === savedLocale) {
      adoptProfileLanguage(savedLocale);
      return;
    }
    void apiRequest(PROFILE_PATH, { method: 'PATCH', body: { locale: chosen }, schema: userProfileSchema })
      .then((saved) => queryClient.setQueryData(profileQueryOptions().queryKey, saved))
      .catch(() => undefined);
  }, [savedLocale, queryClient]);
  const waitingForNetwork = profile.isError && (isOfflineFailure(profile.error) || profile.isFetching);
  useEffect(() => {
    if (profile.isError && !isOfflineFailure(profile.error)) endSession();
  }, [profile.isError, profile.error, endSession]);
  const { refetch } = profile;
  useEffect(() => {
    if (online && waitingForNetwork) void refetch();
  }, [online, waitingForNetwork, refetch]);

  useEffect(() => {
    setUnauthorizedHandler((code) => {
      endSession();
      toast({
        title: i18n.t(isSessionEndedByUpdate(code) ? 'session.updated' : 'session.signedOut', { ns: 'common' }),
        description: SESSION_EXPIRED_MESSAGE,
        tone: 'error',
      });
      void navigate('/login', { replace: true });
    });
  }, [endSession, navigate]);

  const signIn = useCallback(
    (newToken: string, user: UserProfile) => {
      tokenStorage.set(newToken);
      queryClient.setQueryData(profileQueryOptions().queryKey, user);
      setToken(newToken);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // Her entries still waiting for the network are her health data: they leave with her (issue 35).
    const userId = queryClient.getQueryData(profileQueryOptions().queryKey)?.id;
    if (userId) offlineQueue.clear(userId);
    await apiRequest('/api/auth/logout', { method: 'POST', sessionAware: false }).catch(() => undefined);
    endSession();
    void navigate('/login', { replace: true });
  }, [endSession, navigate, queryClient]);

  const current: AuthState = useMemo(() => {
    if (token === null) return { status: 'signed-out', user: null };
    if (profile.data) return { status: 'signed-in', user: profile.data };
    return profile.isError && !waitingForNetwork
      ? { status: 'signed-out', user: null }
      : { status: 'loading', user: null };
  }, [token, profile.data, profile.isError, waitingForNetwork]);
  // When the first profile check answers, the whole signed-in screen (frame and page) appears at
  // once: rendered in the background (a transition React can split into short slices), while the
  // loading screen stays up, instead of in one long task that freezes the page. Signing in and
  // out take effect at once as before.
  const deferred = useDeferredValue(current);
  const state = current.status === 'signed-in' && deferred.status === 'loading' ? deferred : current;

  const api = useMemo(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}

/**
 * Her signed-in state, fixed: for drawing her screens outside the running app, as the build does
 * for the home page's first paint (app/prerender, docs/decisions/023). Nothing signs in or out.
 */
export function StaticAuthProvider({ user, children }: { user: UserProfile; children: ReactNode }) {
  const api = useMemo<AuthApi>(
    () => ({ state: { status: 'signed-in', user }, signIn: () => undefined, signOut: () => Promise.resolve() }),
    [user],
  );
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error('useAuth needs an AuthProvider');
  return api;
}

/** The signed-in user's profile; only for screens rendered behind the auth gate. */
export function useUser(): UserProfile {
  const { state } = useAuth();
  if (state.status !== 'signed-in') throw new Error('useUser needs a signed-in user');
  return state.user;
}
