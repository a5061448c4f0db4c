import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginForm } from '../features/accounts/components/login-form.tsx';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { useAuth, type AuthState } from '../lib/auth/auth-context.tsx';
import { lazyWithPreload } from '../lib/lazy-with-preload.ts';
import { useOnlineStatus } from '../lib/network/online-status.ts';
import { OfflineScreen } from './layout/offline-screen.tsx';
import { loadPage } from './page-modules.ts';
import type { RoutedPage } from './pages.ts';
import { ROUTED_PAGES } from './route-table.ts';
import { LoadingScreen } from './routes/loading-screen.tsx';

/**
 * Pages whose code is in the first bundle, by module: only the login form, what a visitor without
 * a session sees first. Every other page (pages.ts) loads on demand (page-modules.ts), keeping
 * the login bundle small.
 */
export const IN_LOGIN_BUNDLE: Record<string, ComponentType> = {
  '../features/accounts/components/login-form.tsx': LoginForm,
};

// The signed-in frame (header menus, bottom bar) is not needed by the login screen either.
const AppLayout = lazyWithPreload(() => import('./layout/app-layout.tsx'));

type PageComponent = ComponentType & { preload?: () => Promise<unknown> };

/** Each page's component, by module: lazily loaded, with a preload() for the home page (main.tsx). */
const COMPONENTS = new Map<string, PageComponent>(
  ROUTED_PAGES.map((page) => [
    page.module,
    IN_LOGIN_BUNDLE[page.module] ??
      lazyWithPreload(() =>
        loadPage(page).then((module) => ({ default: module[page.exportName ?? 'default'] as ComponentType })),
      ),
  ]),
);

/** The home page's code (the frame and the page), fetched before the app first draws it (main.tsx). */
export const preloadHome = () =>
  Promise.all([
    AppLayout.preload(),
    ...ROUTED_PAGES.filter((page) => page.firstPaint === 'home-copy').map((page) =>
      COMPONENTS.get(page.module)!.preload?.(),
    ),
  ]);

/**
 * A page's place while its code arrives: a screen tall, so the footer below stays out of sight
 * and does not jump down when the page comes (layout shift).
 */
function PageFallback() {
  return (
    <div className="min-h-dvh">
      <LoadingScreen inline />
    </div>
  );
}

/** Signed out, every protected path shows the login screen (spec §2), at the same URL. */
function Protected({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const online = useOnlineStatus();
  if (state.status === 'loading') return online ? <LoadingScreen /> : <OfflineScreen />;
  if (state.status === 'signed-out') return <LoginForm />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AppLayout>
        <ErrorBoundary what="page">
          <Suspense fallback={<PageFallback />}>{children}</Suspense>
        </ErrorBoundary>
      </AppLayout>
    </Suspense>
  );
}

function PublicOnly({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'signed-in') return <Navigate to={state.user.isAdmin ? '/admin' : '/'} replace />;
  return children;
}

/** A page inside the guard its access asks for (pages.ts `Access`). */
function pageElement(page: RoutedPage): ReactNode {
  const Page = COMPONENTS.get(page.module)!;
  const lazy = !(page.module in IN_LOGIN_BUNDLE);
  const loaded = lazy ? (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  ) : (
    <Page />
  );
  switch (page.access) {
    case 'guest':
      return <PublicOnly>{loaded}</PublicOnly>;
    case 'user':
    case 'admin':
      return (
        <Protected>
          <Page />
        </Protected>
      );
    case 'anyone':
      return loaded;
  }
}

/**
 * One route per path of every page in the registry (pages.ts). An 'admin' page's route exists
 * only for administrators, or while the first check runs.
 */
export function pageRoutes(state: AuthState): ReactNode[] {
  const isAdmin = state.status === 'signed-in' && state.user.isAdmin;
  return ROUTED_PAGES.filter((page) => page.access !== 'admin' || isAdmin || state.status !== 'signed-in').flatMap(
    (page) => page.paths.map((path) => <Route key={path} path={path} element={pageElement(page)} />),
  );
}

export function AppRoutes() {
  const { state } = useAuth();
  return <Routes>{pageRoutes(state)}</Routes>;
}
