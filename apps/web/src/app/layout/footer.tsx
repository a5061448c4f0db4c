import { EXTERNAL_PAGES } from './nav-items.ts';

export function Footer() {
  return (
    <footer className="mt-12 border-t border-brand-100 px-4 py-8 pb-24 text-sm text-gray-600 md:pb-8 dark:border-gray-800 dark:text-gray-400">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <nav aria-label="Legal" className="flex flex-wrap justify-center gap-x-4 gap-y-2">
          {EXTERNAL_PAGES.map((p) => (
            <a
              key={p.to}
              href={p.to}
              target="_blank"
              rel="noopener noreferrer"
              className="underline-offset-2 hover:underline"
            >
              {p.label}
            </a>
          ))}
        </nav>
        <p>© 2025 BLOOM. All rights reserved.</p>
      </div>
    </footer>
  );
}
