import { PAGES, routeTableOf, type RoutedPage } from './pages.ts';

/** Set by the build (vite.config.ts `define`): routeTableOf(PAGES), as JSON. */
declare const __BLOOM_ROUTES__: RoutedPage[];

/**
 * The pages as the router and the code preloads need them (pages.ts, `routeTableOf`). The build
 * compiles the table in, so the login bundle carries the routes and not the rest of the registry
 * (navigation labels, test visits: the frame's chunk and the tests read those); in development
 * and tests it is worked out here from the same registry.
 */
export const ROUTED_PAGES: RoutedPage[] = import.meta.env.PROD ? __BLOOM_ROUTES__ : routeTableOf(PAGES);
