/**
 * The signed-in pages by path, with the module of each under src/app (the ones router.tsx loads
 * lazily), and the frame around them. preload-page-code.ts fetches them early in the app; the
 * build reads the same list to let the boot script (boot.ts) fetch them before the app runs.
 * Plain data, no imports: vite.config.ts reads it too.
 */
export const SIGNED_IN_PAGES = {
  '/': 'routes/dashboard.tsx',
  '/dashboard': 'routes/dashboard.tsx',
  '/tracking': 'routes/tracking.tsx',
  '/providers': 'routes/providers.tsx',
  '/education': 'routes/education.tsx',
  '/chat': 'routes/chat.tsx',
  '/profile': 'routes/profile.tsx',
  '/admin': 'routes/admin.tsx',
} as const;

export type SignedInPath = keyof typeof SIGNED_IN_PAGES;

/** The signed-in frame (header, bottom bar), under src/app. */
export const FRAME_MODULE = 'layout/app-layout.tsx';

/** Where a visitor without a session sees the login form: /login and every signed-in page. */
export const LOGIN_PATHS: string[] = ['/login', ...Object.keys(SIGNED_IN_PAGES)];

/** The home page's paths: where index.html's home copy may be the first paint (home-shell.ts). */
export const HOME_PATHS: string[] = ['/', '/dashboard'];
