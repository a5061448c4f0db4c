import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { createRoutesFromChildren, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuthState } from '../lib/auth/auth-context.tsx';
import { testProfile } from '../testing/profile.ts';
import { renderWithApp } from '../testing/render.tsx';
import { NAV_ICONS } from './layout/nav-icons.ts';
import { DESKTOP_BUTTONS, DESKTOP_LINKS, isCurrent, NAV_ITEMS } from './layout/nav-items.ts';
import { PAGE_MODULES } from './page-modules.ts';
import {
  homePaths,
  loginPaths,
  moduleKey,
  moduleOf,
  PAGES,
  pageVisits,
  signedInPages,
  visitsOf,
  type PageEntry,
} from './pages.ts';
import { AppRoutes, IN_LOGIN_BUNDLE, pageRoutes } from './router.tsx';

// The page registry (pages.ts) is the one list of pages: the router, the navigation, the boot
// script's lists and the e2e walk are derived from it. These tests fail when they disagree.

const signedIn = (isAdmin: boolean): AuthState => ({ status: 'signed-in', user: testProfile({ isAdmin }) });
const routesFor = (state: AuthState): RouteObject[] => createRoutesFromChildren(pageRoutes(state));
const pathsOf = (routes: RouteObject[]) => routes.map((r) => r.path).sort();
const allPaths = PAGES.flatMap((page) => [...page.paths]);
/** The name of the guard component a route's element is (Protected, PublicOnly), or its kind. */
const guardOf = (element: unknown) => {
  if (!isValidElement(element)) return 'none';
  const type = (element as ReactElement).type;
  return typeof type === 'function' ? type.name : 'bare';
};
const expectedGuard: Record<PageEntry['access'], string[]> = {
  guest: ['PublicOnly'],
  user: ['Protected'],
  admin: ['Protected'],
  // A lazily loaded page in its Suspense (not a component of ours).
  anyone: ['bare'],
};

describe('the page registry', () => {
  it('has unique ids, paths and visit names', () => {
    const ids = PAGES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(allPaths).size).toBe(allPaths.length);
    const names = pageVisits().map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every page a route, with the guard its access asks for, and the router no route of its own', () => {
    for (const state of [signedIn(true), { status: 'loading', user: null } as const]) {
      const routes = routesFor(state);
      expect(pathsOf(routes)).toEqual([...allPaths].sort());
      for (const route of routes) {
        const page = PAGES.find((p) => p.paths.includes(route.path!))!;
        expect(expectedGuard[page.access], `${route.path}`).toContain(guardOf(route.element));
      }
    }
    // An 'admin' page has no route for a member who is not an administrator.
    const adminPaths = PAGES.filter((p) => p.access === 'admin').flatMap((p) => [...p.paths]);
    expect(adminPaths.length).toBeGreaterThan(0);
    expect(pathsOf(routesFor(signedIn(false)))).toEqual(allPaths.filter((p) => !adminPaths.includes(p)).sort());
    // Every route is made by pageRoutes(): a <Route> written by hand beside it escapes the registry.
    const source = readFileSync('apps/web/src/app/router.tsx', 'utf8');
    expect(source.match(/<Route\b/g)).toHaveLength(1);
    expect(source).toContain('<Routes>{pageRoutes(state)}</Routes>');
  });

  it('loads each page from its module: the login bundle’s, or one chunk of its own, and no chunk of a non-page', async () => {
    const lazy = PAGES.filter((p) => !(moduleKey(moduleOf(p)) in IN_LOGIN_BUNDLE));
    expect(Object.keys(PAGE_MODULES).sort()).toEqual([...new Set(lazy.map((p) => moduleKey(moduleOf(p))))].sort());
    for (const page of PAGES) {
      const name = moduleKey(moduleOf(page));
      const module = IN_LOGIN_BUNDLE[name]
        ? { [page.exportName ?? 'default']: IN_LOGIN_BUNDLE[name] }
        : await PAGE_MODULES[moduleKey(name)]!();
      expect(typeof module[page.exportName ?? 'default'], `${name} exports ${page.exportName}`).toBe('function');
    }
    // Loading every page's code takes a few seconds on a busy machine.
  }, 30_000);

  it('walks every page with a fixed path, each visit landing on its page', () => {
    const routes = routesFor(signedIn(true));
    for (const page of PAGES.filter((p) => p.paths.some((path) => !path.includes(':')))) {
      expect(visitsOf(page).length, `${page.id} has a visit`).toBeGreaterThan(0);
    }
    for (const visit of pageVisits()) {
      const matches = matchRoutes(routes, visit.path.split('?')[0]!)!;
      const page = PAGES.find((p) => p.paths.includes(matches.at(-1)!.route.path!))!;
      expect(
        visitsOf(page).map((v) => v.name ?? page.id),
        visit.path,
      ).toContain(visit.name);
    }
  });

  it('derives the boot script’s lists: the login card, the home copy and the signed-in pages', () => {
    // index.html holds one copy of a signed-in page: the home page's (lib/boot/shell.test.tsx).
    expect(PAGES.filter((p) => p.firstPaint === 'home-copy').map(moduleOf)).toEqual(['routes/dashboard.tsx']);
    expect(homePaths()).toEqual(['/', '/dashboard']);
    const signedInPaths = Object.keys(signedInPages());
    expect(signedInPaths).toEqual(
      PAGES.filter((p) => p.access === 'user' || p.access === 'admin').flatMap((p) => [...p.paths]),
    );
    expect(loginPaths()).toEqual(['/login', ...signedInPaths]);
    for (const page of PAGES.filter((p) => p.firstPaint === 'login-card')) expect(page.access).toBe('guest');
  });

  it.each(Object.keys(signedInPages()))('shows the login form at %s to a visitor without a session', async (path) => {
    renderWithApp(<AppRoutes />, { path });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('the navigation, from the registry', () => {
  const inNav = PAGES.filter((p) => p.nav);

  it('points only at pages of the registry, by a fixed path', () => {
    for (const item of [...NAV_ITEMS, ...DESKTOP_LINKS, ...DESKTOP_BUTTONS]) {
      const page = PAGES.find((p) => p.paths[0] === item.to);
      expect(page?.nav, item.to).toBeDefined();
      expect(item.to).not.toMatch(/[:*]/);
      expect(item.adminOnly).toBe(page!.access === 'admin');
    }
    for (const page of inNav) expect(NAV_ICONS[page.nav!.icon], page.id).toBeDefined();
    // A page shown under a destination names one that is in the navigation.
    for (const page of PAGES.filter((p) => p.navUnder)) {
      expect(
        inNav.map((p) => p.id),
        page.id,
      ).toContain(page.navUnder);
      expect(page.nav, `${page.id} is under another destination, so not one itself`).toBeUndefined();
    }
  });

  it('places each destination once, in the spec’s order (spec §2 Layout)', () => {
    const places = (which: 'mobile' | 'desktop') =>
      inNav.map((p) => p.nav![which]).filter((place): place is number => typeof place === 'number');
    for (const which of ['mobile', 'desktop'] as const) expect(new Set(places(which)).size).toBe(places(which).length);
    expect(NAV_ITEMS.map((i) => i.mobileLabel)).toEqual(['Home', 'Track', 'BLOOM', 'Learn', 'Providers', 'Admin']);
    expect(DESKTOP_LINKS.map((i) => i.label)).toEqual(['Dashboard', 'Tracking', 'Providers', 'Learn', 'Chat']);
    expect(DESKTOP_BUTTONS.map((i) => i.label)).toEqual(['Admin']);
  });

  it('marks the destination current on each of its paths, below it, and on the pages under it', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/dashboard')).toBe(true);
    expect(isCurrent('/', '/tracking')).toBe(false);
    expect(isCurrent('/tracking', '/tracking')).toBe(true);
    expect(isCurrent('/education', '/education/some-article')).toBe(true);
    expect(isCurrent('/tracking', '/profile')).toBe(false);
    for (const page of PAGES.filter((p) => p.navUnder)) {
      const parent = PAGES.find((p) => p.id === page.navUnder)!;
      expect(isCurrent(parent.paths[0]!, page.paths[0]!), page.id).toBe(true);
    }
  });
});
