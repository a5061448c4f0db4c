import type { RoutedPage } from './pages.ts';
import { ROUTED_PAGES } from './route-table.ts';

/**
 * The code of every page the registry (pages.ts) loads lazily, one chunk each, found by Vite at
 * build time: a new page module in routes/ is here without another line. Files in routes/ that
 * are not pages are left out, or Vite would make chunks of them too (pages.test.tsx fails when
 * a module here is not a page of the registry, or a page's module is missing).
 */
export const PAGE_MODULES = import.meta.glob<Record<string, unknown>>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
  '!./routes/loading-screen.tsx',
  '!./routes/page-heading.tsx',
  '../features/accounts/components/{signup,forgot-password,reset-password}-form.tsx',
]);

/** Fetches (once) and returns the module of `page` (pages.test.tsx checks that every page has one). */
export const loadPage = (page: RoutedPage) => PAGE_MODULES[page.module]!();

/** The page at `path`. */
export const pageAt = (path: string) => ROUTED_PAGES.find((p) => p.paths.includes(path))!;
