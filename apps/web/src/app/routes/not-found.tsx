import { House } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { illustrations } from '../../components/ui/illustrations.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { PublicFrame } from '../layout/public-frame.tsx';
import { LoadingScreen } from './loading-screen.tsx';

const AppLayout = lazy(() => import('../layout/app-layout.tsx'));

function NotFoundContent() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center sm:py-16">
      {illustrations.lost}
      <h1 className="mt-4 text-title font-semibold sm:text-display">404 Page Not Found</h1>
      <p className="mt-3 text-lg text-ink">We couldn’t find that page. The link may be old or mistyped.</p>
      <Link to="/" className={buttonClass({ className: 'mt-6' })}>
        <House aria-hidden className="size-5" />
        Back to home
      </Link>
      <p className="mt-8 text-xs text-ink-muted">Did you forget to add the page to the router?</p>
    </div>
  );
}

/**
 * Any other path (spec §2): inside the app's frame when signed in, so the bottom bar and the
 * header still lead everywhere; a plain branded frame when signed out.
 */
export function NotFound() {
  const { state } = useAuth();
  const content: ReactNode = <NotFoundContent />;
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'signed-out') return <PublicFrame>{content}</PublicFrame>;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AppLayout>{content}</AppLayout>
    </Suspense>
  );
}
