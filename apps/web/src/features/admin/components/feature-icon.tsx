import type { UsageStat } from '@bloom/contract';
import { CalendarDays, MessageSquare, Mic, Sparkles, type LucideIcon } from 'lucide-react';

type FeatureType = UsageStat['featureType'];

/** Spec §2: the usage table's feature icons (voice_chat, text_chat, calendar, other). */
export const FEATURES: Record<FeatureType, { label: string; Icon: LucideIcon }> = {
  voice_chat: { label: 'Voice chat', Icon: Mic },
  text_chat: { label: 'Text chat', Icon: MessageSquare },
  calendar: { label: 'Calendar', Icon: CalendarDays },
  others: { label: 'Other', Icon: Sparkles },
};

/** The feature's icon in a soft circle, then its name; the icon is decoration, the name is read. */
export function FeatureLabel({ type }: { type: FeatureType }) {
  const { label, Icon } = FEATURES[type] ?? FEATURES.others;
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-on-accent-soft"
      >
        <Icon className="size-4" />
      </span>
      <span>{label}</span>
    </span>
  );
}
