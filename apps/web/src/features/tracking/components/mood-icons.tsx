import {
  Annoyed,
  BatteryLow,
  CloudLightning,
  CloudRain,
  Laugh,
  Leaf,
  Meh,
  PartyPopper,
  Smile,
  SmilePlus,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

/**
 * One icon per mood of both lists (spec §3: the dashboard's and the tracking area's). The word
 * is always shown beside it; the icon is decoration that makes the choice quicker to scan.
 */
const MOOD_ICONS: Readonly<Record<string, LucideIcon>> = {
  Excellent: Sparkles,
  Good: Smile,
  Okay: Meh,
  Anxious: Annoyed,
  Tired: BatteryLow,
  Stressed: CloudLightning,
  Happy: Laugh,
  Sad: CloudRain,
  Excited: PartyPopper,
  Calm: Leaf,
};

/** The icon of a mood; any other word (an older entry, say) gets a plain smile. */
export function MoodIcon({ mood, className }: { mood: string; className?: string }) {
  const Icon = MOOD_ICONS[mood] ?? SmilePlus;
  return <Icon aria-hidden className={className} />;
}
