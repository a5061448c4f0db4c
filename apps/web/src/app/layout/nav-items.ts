import { BookOpen, Home, LineChart, MessageCircleHeart, Shield, Stethoscope, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  mobileLabel: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  desktop: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Dashboard', mobileLabel: 'Home', icon: Home, desktop: true },
  { to: '/tracking', label: 'Tracking', mobileLabel: 'Track', icon: LineChart, desktop: true },
  { to: '/chat', label: 'BLOOM', mobileLabel: 'BLOOM', icon: MessageCircleHeart, desktop: false },
  { to: '/providers', label: 'Providers', mobileLabel: 'Providers', icon: Stethoscope, desktop: true },
  { to: '/education', label: 'Learn', mobileLabel: 'Learn', icon: BookOpen, desktop: true },
  { to: '/admin', label: 'Admin', mobileLabel: 'Admin', icon: Shield, adminOnly: true, desktop: false },
];

/** The pages the account menu, the mobile More menu and the footer open in a new tab. */
export const EXTERNAL_PAGES = [
  { to: '/legal/fulfillment', label: 'Fulfillment' },
  { to: '/legal/terms', label: 'Terms and Conditions' },
  { to: '/legal/privacy', label: 'Privacy Policy' },
  { to: '/legal/support', label: 'Customer Support' },
] as const;
