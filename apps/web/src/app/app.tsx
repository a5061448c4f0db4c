import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Component, lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { currentToasts, subscribe } from '../components/ui/toast.tsx';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { whenIdle } from '../lib/boot/when-idle.ts';
import { OfflineQueueSync } from '../lib/offline-queue/use-offline-queue.ts';
import { OfflineBanner } from './layout/offline-banner.tsx';
import { UpdatePrompt } from './layout/update-prompt.tsx';
import { usePreloadPageCode } from './preload-page-code.ts';
import { AppRoutes } from './router.tsx';
import { usePageFocus } from './use-page-focus.ts';

const Toaster = lazy(() => import('../components/ui/toaster.tsx'));

/** Each navigation opens the new page at the top with focus on its heading; page code loads early. */
function NavigationEffects() {
  usePageFocus();
  usePreloadPageCode();
  return null;
}

const hasToast = () => currentToasts().length > 0;

/** A toaster that fails to load (its chunk unreachable) costs the toasts, never the whole app. */
class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The toaster (Radix, its own chunk) joins once the first screen is up and the browser is idle,
 * or at once when a toast is raised before that: it is never needed to paint the first screen.
 */
function LateToaster() {
  const [idle, setIdle] = useState(false);
  const toastWaiting = useSyncExternalStore(subscribe, hasToast, hasToast);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && !toastWaiting) return null;
  return (
    <Optional>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </Optional>
  );
}

/**
 * `queryClient`: made by main.tsx, which may fill it before the first render (docs/decisions/010).
 * The offline banner and the update prompt (decision 020) stand over every screen, signed in or out.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthProvider>
          <NavigationEffects />
          <OfflineBanner />
          {/* Her entries made offline go to the server once it can be reached (issue 35). */}
          <OfflineQueueSync />
          <AppRoutes />
          <LateToaster />
          <UpdatePrompt />
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
