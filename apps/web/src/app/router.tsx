import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginForm } from '../features/accounts/components/login-form.tsx';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { lazyWithPreload } from '../lib/lazy-with-preload.ts';
import { loadSignupForm } from './preload-page-code.ts';
import { LoadingScreen } from './routes/loading-screen.tsx';

// Only the login form is in the first bundle: it is what a visitor without a session sees first.
const SignupForm = lazy(() => loadSignupForm().then((m) => ({ default: m.SignupForm })));
// Account recovery: rarely needed, so never in the first bundle.
const ForgotPasswordForm = lazy(() =>
  import('../features/accounts/components/forgot-password-form.tsx').then((m) => ({ default: m.ForgotPasswordForm })),
);
const ResetPasswordForm = lazy(() =>
  import('../features/accounts/components/reset-password-form.tsx').then((m) => ({ default: m.ResetPasswordForm })),
);
// Screens behind sign-in load on demand, keeping the login bundle small.
// The signed-in frame (header menus, bottom bar) is not needed by the login screen either.
const AppLayout = lazyWithPreload(() => import('./layout/app-layout.tsx'));
const Dashboard = lazyWithPreload(() => import('./routes/dashboard.tsx'));
const Tracking = lazy(() => import('./routes/tracking.tsx'));
const Providers = lazy(() => import('./routes/providers.tsx'));
const Education = lazy(() => import('./routes/education.tsx'));
const Chat = lazy(() => import('./routes/chat.tsx'));
const Admin = lazy(() => import('./routes/admin.tsx'));
const Legal = lazy(() => import('./routes/legal.tsx'));
// The not-found page (its frame and illustration) is rarely needed: it too loads on demand.
const NotFound = lazy(() => import('./routes/not-found.tsx').then((m) => ({ default: m.NotFound })));
const Profile = lazy(() => import('./routes/profile.tsx'));

/** The home page's code (the frame and the page), fetched before the app first draws it (main.tsx). */
export const preloadHome = () => Promise.all([AppLayout.preload(), Dashboard.preload()]);

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
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'signed-out') return <LoginForm />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AppLayout>
        <ErrorBoundary what="this page">
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

export function AppRoutes() {
  const { state } = useAuth();
  const isAdmin = state.status === 'signed-in' && state.user.isAdmin;
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <PublicOnly>
            <LoginForm />
          </PublicOnly>
        }
      />
      <Route
        path="/signup"
        element={
          <PublicOnly>
            <Suspense fallback={<LoadingScreen />}>
              <SignupForm />
            </Suspense>
          </PublicOnly>
        }
      />
      <Route
        path="/forgot-password"
        element={
          <PublicOnly>
            <Suspense fallback={<LoadingScreen />}>
              <ForgotPasswordForm />
            </Suspense>
          </PublicOnly>
        }
      />
      {/* Open signed in or not: the e-mail's link may be opened where someone is signed in. */}
      <Route
        path="/reset-password"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <ResetPasswordForm />
          </Suspense>
        }
      />
      {['/', '/dashboard'].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Protected>
              <Dashboard />
            </Protected>
          }
        />
      ))}
      {/* Profile Settings (issue 19 replaces spec §2's "/profile shows the home screen"). */}
      <Route
        path="/profile"
        element={
          <Protected>
            <Profile />
          </Protected>
        }
      />
      <Route
        path="/tracking"
        element={
          <Protected>
            <Tracking />
          </Protected>
        }
      />
      <Route
        path="/providers"
        element={
          <Protected>
            <Providers />
          </Protected>
        }
      />
      <Route
        path="/education"
        element={
          <Protected>
            <Education />
          </Protected>
        }
      />
      <Route
        path="/chat"
        element={
          <Protected>
            <Chat />
          </Protected>
        }
      />
      {/* /admin exists only for administrators, or while the first check runs. */}
      {(isAdmin || state.status !== 'signed-in') && (
        <Route
          path="/admin"
          element={
            <Protected>
              <Admin />
            </Protected>
          }
        />
      )}
      <Route
        path="/legal/:page"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <Legal />
          </Suspense>
        }
      />
      <Route
        path="*"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <NotFound />
          </Suspense>
        }
      />
    </Routes>
  );
}
