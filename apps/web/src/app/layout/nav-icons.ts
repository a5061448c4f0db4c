import { BookOpen, Home, LineChart, MessageCircleHeart, Shield, Stethoscope, type LucideIcon } from 'lucide-react';
import type { NavIconName } from '../pages.ts';

/** The navigation's icons by the name the page registry (pages.ts) gives them. */
export const NAV_ICONS: Record<NavIconName, LucideIcon> = {
  home: Home,
  'line-chart': LineChart,
  'message-circle-heart': MessageCircleHeart,
  'book-open': BookOpen,
  stethoscope: Stethoscope,
  shield: Shield,
};
