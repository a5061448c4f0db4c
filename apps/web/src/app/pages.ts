/**
 * The page registry: every page of the app, once (docs/conventions.md, "Adding a page"). The
 * router (router.tsx), the navigation (layout/nav-items.ts), the code preloads
 * (preload-page-code.ts), the build's boot script data (vite.config.ts), the end-to-end walk
 * (e2e/support/pages.ts) and the screenshots (scripts/screenshots.ts) are all derived from it;
 * pages.test.tsx fails when one of them disagrees.
 *
 * Plain data, no imports: vite.config.ts, the e2e support and scripts/screenshots.ts (run by Node)
 * read it. The login bundle holds only the router's part of it (route-table.ts); the rest is in the
 * frame's chunk (the navigation). Icons are named here and mapped to components in
 * layout/nav-icons.ts, never imported here.
 */

/** Who looks at a page in the end-to-end walk and the screenshots. */
export type Who = 'guest' | 'user' | 'admin';

/**
 * Who may open the page:
 * - 'guest': signed out only (a signed-in visitor is sent home);
 * - 'user': signed in, inside the app frame (signed out, the login form shows at the same URL);
 * - 'admin': as 'user', and the route exists only for administrators (or while the first check runs);
 * - 'anyone': signed in or not, without the frame.
 */
export type Access = 'guest' | 'user' | 'admin' | 'anyone';

/**
 * What index.html paints before any JavaScript runs (docs/decisions/008, 010), for a visitor with
 * a session token; signed out, every 'user' and 'admin' page paints the login card (it shows the
 * login form). 'login-card': the login card; 'home-copy': the copy of her home page, filled by the
 * boot script (only the page index.html copies: the dashboard); 'loading': the loading screen.
 */
export type FirstPaint = 'login-card' | 'home-copy' | 'loading';

/** A navigation icon by name; layout/nav-icons.ts maps each to its lucide component. */
export type NavIconName = 'home' | 'line-chart' | 'message-circle-heart' | 'book-open' | 'stethoscope' | 'shield';

export interface NavEntry {
  /** The desktop header's text. */
  label: string;
  /** The bottom bar's text. */
  mobileLabel: string;
  icon: NavIconName;
  /** Place in the phone's bottom bar (1 first); absent: not in the bar. */
  mobile?: number;
  /** Place among the desktop header's links (1 first), or 'button': the header's Admin button. */
  desktop?: number | 'button';
}

/** One look at the page in the end-to-end walk (every-page.e2e.ts) and the screenshots. */
export interface Visit {
  as: Who;
  /** Default: the page's first path. */
  path?: string;
  /** The test's and the picture's name. Default: the page's id. */
  name?: string;
  /** false: walked by the e2e tests but not photographed. */
  screenshot?: false;
}

export interface PageEntry {
  /** Unique, kebab-case: names the page in tests, pictures and `navUnder`. */
  id: string;
  /** React Router paths; the first is where links point. */
  paths: readonly string[];
  /**
   * The module with the page's component, relative to src/app (router.tsx loads it lazily).
   * Default: `routes/<id>.tsx`.
   */
  module?: string;
  /** The component's export in `module`. Default: 'default'. */
  exportName?: string;
  access: Access;
  /** Default: 'loading'. */
  firstPaint?: FirstPaint;
  /** Its place in the navigation; absent: reached by links only. */
  nav?: NavEntry;
  /** The id of the navigation destination shown as current on this page (a page without `nav`). */
  navUnder?: string;
  /**
   * Its looks in the end-to-end walk and the screenshots. Default: one, at its first path, by
   * whoever may see it (a guest for 'guest' and 'anyone' pages); none for a path with a parameter.
   * Every page with a fixed path is walked at least once (pages.test.tsx).
   */
  visits?: readonly Visit[];
}

/** The signed-in frame (header, bottom bar), relative to src/app. */
export const FRAME_MODULE = 'layout/app-layout.tsx';

/**
 * Every page (spec §2 routes). The bottom bar's order (spec §2 Layout): Home, Track, BLOOM, Learn,
 * Providers, Admin for administrators, then More; the desktop header: Dashboard, Tracking,
 * Providers, Learn as links, Admin as a button.
 */
export const PAGES: readonly PageEntry[] = [
  {
    id: 'login',
    paths: ['/login'],
    // In the login bundle (router.tsx imports it): what a visitor without a session sees first.
    module: '../features/accounts/components/login-form.tsx',
    exportName: 'LoginForm',
    access: 'guest',
    firstPaint: 'login-card',
  },
  {
    id: 'signup',
    paths: ['/signup'],
    module: '../features/accounts/components/signup-form.tsx',
    exportName: 'SignupForm',
    access: 'guest',
  },
  {
    id: 'forgot-password',
    paths: ['/forgot-password'],
    module: '../features/accounts/components/forgot-password-form.tsx',
    exportName: 'ForgotPasswordForm',
    access: 'guest',
  },
  {
    // Open signed in or not: the e-mail's link may be opened where someone is signed in.
    id: 'reset-password',
    paths: ['/reset-password'],
    module: '../features/accounts/components/reset-password-form.tsx',
    exportName: 'ResetPasswordForm',
    access: 'anyone',
    visits: [{ as: 'guest', path: '/reset-password?token=example-token' }],
  },
  {
    id: 'dashboard',
    paths: ['/', '/dashboard'],
    access: 'user',
    firstPaint: 'home-copy',
    nav: { label: 'Dashboard', mobileLabel: 'Home', icon: 'home', mobile: 1, desktop: 1 },
    visits: [{ as: 'user', path: '/dashboard' }],
  },
  {
    id: 'tracking',
    paths: ['/tracking'],
    access: 'user',
    nav: { label: 'Tracking', mobileLabel: 'Track', icon: 'line-chart', mobile: 2, desktop: 2 },
  },
  {
    // The kick counter (issue 34), linked from the tracking page and the dashboard.
    id: 'kicks',
    paths: ['/kicks'],
    module: 'routes/kicks.tsx',
    access: 'user',
    navUnder: 'tracking',
  },
  {
    // The contraction timer (issue 34), linked from the tracking page, the dashboard and the partner view.
    id: 'contractions',
    paths: ['/contractions'],
    module: 'routes/contractions.tsx',
    access: 'user',
    navUnder: 'tracking',
  },
  {
    // Weight gain against the recommended range (issue 34), linked from the tracking page and the dashboard.
    id: 'weight',
    paths: ['/weight'],
    module: 'routes/weight.tsx',
    access: 'user',
    navUnder: 'tracking',
  },
  {
    // The checklists (issue 34), linked from the tracking page and the dashboard.
    id: 'checklists',
    paths: ['/checklists'],
    access: 'user',
    navUnder: 'tracking',
  },
  {
    id: 'chat',
    paths: ['/chat'],
    access: 'user',
    // In the desktop header too (issue 33), after the spec's four links.
    nav: { label: 'Chat', mobileLabel: 'BLOOM', icon: 'message-circle-heart', mobile: 3, desktop: 5 },
  },
  {
    id: 'education',
    paths: ['/education'],
    access: 'user',
    nav: { label: 'Learn', mobileLabel: 'Learn', icon: 'book-open', mobile: 4, desktop: 4 },
  },
  {
    id: 'providers',
    paths: ['/providers'],
    access: 'user',
    nav: { label: 'Providers', mobileLabel: 'Providers', icon: 'stethoscope', mobile: 5, desktop: 3 },
  },
  {
    // Profile Settings (issue 19 replaces spec §2's "/profile shows the home screen").
    id: 'profile',
    paths: ['/profile'],
    access: 'user',
  },
  {
    id: 'admin',
    paths: ['/admin'],
    access: 'admin',
    nav: { label: 'Admin', mobileLabel: 'Admin', icon: 'shield', mobile: 6, desktop: 'button' },
  },
  {
    // The footer's and menus' legal pages (nav-items.ts EXTERNAL_PAGES); not walked.
    id: 'legal',
    paths: ['/legal/:page'],
    access: 'anyone',
  },
  {
    // Rarely needed: its frame and illustration load on demand too.
    id: 'not-found',
    paths: ['*'],
    exportName: 'NotFound',
    access: 'anyone',
    visits: [
      { as: 'user', path: '/no-such-page' },
      { as: 'guest', path: '/no-such-page', name: 'not-found-signed-out' },
    ],
  },
];

/** The module of `page`'s component, relative to src/app. */
export const moduleOf = (page: PageEntry): string => page.module ?? `routes/${page.id}.tsx`;

/** The looks at `page` in the e2e walk and the screenshots (`visits`, or its default). */
export function visitsOf(page: PageEntry): readonly Visit[] {
  if (page.visits) return page.visits;
  if (/[:*]/.test(page.paths[0]!)) return [];
  return [{ as: page.access === 'guest' || page.access === 'anyone' ? 'guest' : page.access }];
}

/** A module relative to src/app as an import names it from there (page-modules.ts's keys). */
export const moduleKey = (module: string) => (module.startsWith('.') ? module : `./${module}`);

/**
 * What the router needs of a page (route-table.ts): no navigation, no visits; `module` as
 * page-modules.ts names it (`./routes/<id>.tsx`).
 */
export type RoutedPage = Pick<PageEntry, 'paths' | 'exportName' | 'access' | 'firstPaint'> & { module: string };

/** The router's table of `pages`; the build compiles it into the login bundle (vite.config.ts). */
export function routeTableOf(pages: readonly PageEntry[]): RoutedPage[] {
  return pages.map((page) => ({
    paths: page.paths,
    module: moduleKey(moduleOf(page)),
    access: page.access,
    ...(page.exportName === undefined ? {} : { exportName: page.exportName }),
    ...(page.firstPaint === undefined ? {} : { firstPaint: page.firstPaint }),
  }));
}

/** Each visit of every page, named and with its path: the e2e walk and the screenshots. */
export function pageVisits(): { name: string; path: string; as: Who; screenshot: boolean }[] {
  return PAGES.flatMap((page) =>
    visitsOf(page).map((visit) => ({
      name: visit.name ?? page.id,
      path: visit.path ?? page.paths[0]!,
      as: visit.as,
      screenshot: visit.screenshot !== false,
    })),
  );
}

/** Whether a page is inside the app frame, behind sign-in. */
export const isSignedIn = (page: { access: Access }) => page.access === 'user' || page.access === 'admin';

/** The signed-in pages' paths with their module (the boot script preloads it with the frame). */
export function signedInPages(): Record<string, string> {
  return Object.fromEntries(
    PAGES.filter(isSignedIn).flatMap((page) => page.paths.map((path) => [path, moduleOf(page)])),
  );
}

/** Where a visitor without a session sees the login form: the login card's pages and every signed-in page. */
export function loginPaths(): string[] {
  return PAGES.filter((page) => page.firstPaint === 'login-card')
    .flatMap((page) => [...page.paths])
    .concat(Object.keys(signedInPages()));
}

/** The home page's paths: where index.html's home copy may be the first paint (home-shell.ts). */
export function homePaths(): string[] {
  return PAGES.filter((page) => page.firstPaint === 'home-copy').flatMap((page) => [...page.paths]);
}
