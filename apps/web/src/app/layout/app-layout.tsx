import type { ReactNode } from 'react';
// Before any signed-in page draws: the English of every feature (the login bundle has only its own).
import '@/lib/i18n/signed-in-catalogues.ts';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { useInactivityLogout } from '@/lib/auth/use-inactivity-logout.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MobileBar } from './mobile-bar.tsx';
import { SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * The signed-in frame. Phones: top app bar (brand, account menu) and the bottom bar.
 * Desktop: the sticky header. Both: the footer, and the inactivity timer.
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  const { signOut } = useAuth();
  useInactivityLogout(signOut);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar />
      <Header />
      {/* A screen tall at least, as the page's fallback is (router.tsx): the footer stays below the
          first screen, so it does not jump down when a page's data arrives (layout shift, issue 33). */}
      <main id="main" className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-gutter pt-5 pb-6 sm:px-6 md:pt-8">
        {children}
      </main>
      <Footer />
      <MobileBar />
    </div>
  );
}
