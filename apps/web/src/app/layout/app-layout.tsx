import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useInactivityLogout } from '../../lib/auth/use-inactivity-logout.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MobileBar } from './mobile-bar.tsx';

/** The signed-in frame: desktop header, mobile bottom bar, footer, and the inactivity timer. */
export default function AppLayout({ children }: { children: ReactNode }) {
  const { signOut } = useAuth();
  useInactivityLogout(signOut);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">
        {children}
      </main>
      <Footer />
      <MobileBar />
    </div>
  );
}
