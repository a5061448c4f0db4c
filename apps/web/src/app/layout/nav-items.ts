import type { LucideIcon } from 'lucide-react';
import { PAGES, type PageEntry } from '../pages.ts';
import type { en } from '@/lib/i18n/en.ts';
import { NAV_ICONS } from './nav-icons.ts';

/** A page of the bottom bar or header; catalogues.test.ts checks each has its texts. */
export type NavPageId = Exclude<keyof (typeof en)['common']['nav'], 'main' | 'legal' | 'more'>;

export interface NavItem {
  /** The page's id: its texts are `common:nav.<id>.label` and `.mobileLabel` (lib/i18n). */
  id: NavPageId;
  to: string;
  label: string;
  mobileLabel: string;
  icon: LucideIcon;
  adminOnly: boolean;
}

type InNav = PageEntry & { nav: NonNullable<PageEntry['nav']> };
const inNav = PAGES.filter((page): page is InNav => page.nav !== undefined);
const itemOf = ({ id, paths, nav, access }: InNav): NavItem => ({
  id: id as NavPageId,
  to: paths[0]!,
  label: nav.label,
  mobileLabel: nav.mobileLabel,
  icon: NAV_ICONS[nav.icon],
  adminOnly: access === 'admin',
});
const inOrder = (place: (page: InNav) => number | 'button' | undefined) =>
  inNav
    .filter((page) => typeof place(page) === 'number')
    .sort((a, b) => (place(a) as number) - (place(b) as number))
    .map(itemOf);

/**
 * The bottom bar's destinations, in order, from the page registry (pages.ts; spec §2 Layout:
 * Home, Track, BLOOM, Learn, Providers, Admin for administrators, then More).
 */
export const NAV_ITEMS: NavItem[] = inOrder((page) => page.nav.mobile);

/** The desktop header's links, in order (spec §2): Dashboard, Tracking, Providers, Learn. */
export const DESKTOP_LINKS: NavItem[] = inOrder((page) => page.nav.desktop);

/** The desktop header's buttons at its right (Admin, for administrators). */
export const DESKTOP_BUTTONS: NavItem[] = inNav.filter((page) => page.nav.desktop === 'button').map(itemOf);

/**
 * Whether the destination `to` is the one the person is on: any of its page's paths (Home is
 * also /dashboard), a path below it, or a page the registry puts under it (`navUnder`).
 */
export function isCurrent(to: string, pathname: string) {
  const page = inNav.find((p) => p.paths[0] === to);
  if (page?.paths.includes(pathname)) return true;
  if (to !== '/' && pathname.startsWith(`${to}/`)) return true;
  const here = PAGES.find((p) => p.paths.includes(pathname));
  return page !== undefined && here?.navUnder === page.id;
}

/** The pages the account menu, the mobile More menu and the footer open in a new tab. */
export const EXTERNAL_PAGES = [
  { to: '/legal/fulfillment', key: 'fulfillment', label: 'Fulfillment' },
  { to: '/legal/terms', key: 'terms', label: 'Terms and Conditions' },
  { to: '/legal/privacy', key: 'privacy', label: 'Privacy Policy' },
  { to: '/legal/support', key: 'support', label: 'Customer Support' },
] as const;
