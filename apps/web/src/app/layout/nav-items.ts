import { BookOpen, Home, LineChart, MessageCircleHeart, Shield, Stethoscope, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  mobileLabel: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  desktop: boolean;
}

/**
 * Every destination, in the bottom bar's order (spec §2 Layout: Home, Track, BLOOM, Learn,
 * Providers, Admin for administrators, then More). The desktop header shows Dashboard,
 * Tracking, Providers and Learn as links and Admin as a button.
 */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Dashboard', mobileLabel: 'Home', icon: Home, desktop: true },
  { to: '/tracking', label: 'Tracking', mobileLabel: 'Track', icon: LineChart, desktop: true },
  { to: '/chat', label: 'BLOOM', mobileLabel: 'BLOOM', icon: MessageCircleHeart, desktop: false },
  { to: '/education', label: 'Learn', mobileLabel: 'Learn', icon: BookOpen, desktop: true },
  { to: '/providers', label: 'Providers', mobileLabel: 'Providers', icon: Stethoscope, desktop: true },
  { to: '/admin', label: 'Admin', mobileLabel: 'Admin', icon: Shield, adminOnly: true, desktop: false },
];

/** Home is also /dashboard (and /profile, which shows the home screen until it has its own page). */
const HOME_PATHS = ['/', '/dashboard'];

/** Whether `item` is the destination the person is on. */
export function isCurrent(to: string, pathname: string) {
  return to === '/' ? HOME_PATHS.includes(pathname) : pathname === to || pathname.startsWith(`${to}/`);
}

/** The desktop header's order (spec §2): Dashboard, Tracking, Providers, Learn. */
export const DESKTOP_ORDER = ['/', '/tracking', '/providers', '/education'];

/** The pages the account menu, the mobile More menu and the footer open in a new tab. */
export const EXTERNAL_PAGES = [
  { to: '/legal/fulfillment', label: 'Fulfillment' },
  { to: '/legal/terms', label: 'Terms and Conditions' },
  { to: '/legal/privacy', label: 'Privacy Policy' },
  { to: '/legal/support', label: 'Customer Support' },
] as const;
