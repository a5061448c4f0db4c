import type { CalendarEntryType } from '@bloom/contract';
import { Apple, CalendarDays, Footprints, StickyNote, Star, Thermometer, type LucideIcon } from 'lucide-react';
import { cn } from '@/components/ui/cn.ts';

const ICONS: Record<CalendarEntryType, LucideIcon> = {
  note: StickyNote,
  event: CalendarDays,
  symptom: Thermometer,
  milestone: Star,
  food: Apple,
  activity: Footprints,
};

/** Decorative: the entry's type is always also given in words next to it or in the day's name. */
export function EntryIcon({ type, className }: { type: CalendarEntryType; className?: string }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden className={cn('shrink-0', className)} />;
}
