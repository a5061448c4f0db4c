import type { ReactNode } from 'react';
import { BrandLink } from './brand.tsx';
import { SkipLink } from './skip-link.tsx';

/** The frame of a page shown signed out (the not-found page): the brand and the content. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-brand-50 to-canvas dark:from-gray-900 dark:to-canvas">
      <SkipLink />
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-gutter sm:px-6">
        <BrandLink />
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-gutter pb-12 sm:px-6">
        {children}
      </main>
    </div>
  );
}
