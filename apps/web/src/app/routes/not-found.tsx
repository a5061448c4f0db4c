import { House } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { illustrations } from '@/components/ui/illustrations.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { PublicFrame } from '../layout/public-frame.tsx';
import { LoadingScreen } from './loading-screen.tsx';

const AppLayout = lazy(() => import('../layout/app-layout.tsx'));

function NotFoundContent() {
  const { t } = useT('common');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center sm:py-16">
      {illustrations.lost}
      <h1 className="mt-4 text-title font-semibold sm:text-display">{t('notFound.title')}</h1>
      <p className="mt-3 text-lg text-ink">{t('notFound.body')}</p>
      <Link to="/" className={buttonClass({ className: 'mt-6' })}>
        <House aria-hidden className="size-5" />
        {t('notFound.home')}
      </Link>
      <p className="mt-8 text-xs text-ink-muted">{t('notFound.hint')}</p>
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
