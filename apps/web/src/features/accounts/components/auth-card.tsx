import type { ReactNode } from 'react';

/** The frame of the login and signup screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-gradient-to-b from-brand-50 to-lavender-50 px-4 py-10 sm:items-center dark:from-gray-950 dark:to-gray-900">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg sm:p-8 dark:bg-gray-900">
        <p className="mb-6 text-center text-2xl font-bold tracking-wide text-brand-700 dark:text-brand-300">BLOOM</p>
        <h1 className="text-center text-2xl font-semibold">{title}</h1>
        <p className="mt-1 mb-6 text-center text-gray-600 dark:text-gray-400">{subtitle}</p>
        {children}
      </div>
    </main>
  );
}
