import type { ReactNode } from 'react';

/** The frame of the login and signup screens: the wordmark, the heading and one calm card. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-linear-to-b from-brand-50 to-lavender-50 px-4 py-8 sm:items-center sm:py-12 dark:from-gray-950 dark:to-gray-900">
      <div className="w-full max-w-md rounded-card border border-line bg-surface p-6 shadow-raised sm:p-8">
        {/* A wordmark, not a paragraph styled as a heading (axe p-as-heading): the h1 follows. */}
        <div className="mb-5 text-center font-display text-2xl font-semibold tracking-wide text-brand-700 dark:text-brand-300">
          BLOOM
        </div>
        <h1 className="text-center font-display text-title font-semibold text-ink">{title}</h1>
        <p className="mt-1.5 mb-6 text-center text-ink-muted">{subtitle}</p>
        {children}
      </div>
    </main>
  );
}
