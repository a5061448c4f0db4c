import type { UsageStat } from '@bloom/contract';
import { CalendarDays, MessageSquare, Mic, Sparkles, type LucideIcon } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';

type FeatureType = UsageStat['featureType'];

/** Spec §2: the usage table's feature icons (voice_chat, text_chat, calendar, other); names in `admin:usage.features`. */
export const FEATURE_ICONS: Record<FeatureType, LucideIcon> = {
  voice_chat: Mic,
  text_chat: MessageSquare,
  calendar: CalendarDays,
  others: Sparkles,
};

/** The feature's icon in a soft circle, then its name; the icon is decoration, the name is read. */
export function FeatureLabel({ type }: { type: FeatureType }) {
  const { t } = useT('admin');
  const known = type in FEATURE_ICONS ? type : 'others';
  const Icon = FEATURE_ICONS[known];
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-on-accent-soft"
      >
        <Icon className="size-4" />
      </span>
      <span>{t(`usage.features.${known}`)}</span>
    </span>
  );
}
