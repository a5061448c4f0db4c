import { CircleCheck, CircleHelp, CircleX, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/index.ts';
import { cn } from './cn.ts';

/*
 * Safety colours mean something (green safe, amber caution, red avoid) and are used for
 * nothing else; each verdict also has its own icon and word so it never rests on colour alone.
 * The light classes are the ones the feature tests look for (bg-green-100, bg-amber-100 …).
 */
const tones = {
  safe: 'border-green-200 bg-green-100 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  caution: 'border-amber-200 bg-amber-100 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  avoid: 'border-red-200 bg-red-100 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  unknown: 'border-gray-200 bg-gray-100 text-gray-800 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100',
  neutral: 'border-line bg-surface text-gray-700 dark:text-gray-200',
  brand: 'border-brand-100 bg-brand-50 text-brand-800 dark:border-brand-900 dark:bg-brand-950 dark:text-brand-100',
  lavender:
    'border-lavender-100 bg-lavender-50 text-lavender-800 dark:border-lavender-800 dark:bg-lavender-950 dark:text-lavender-100',
} as const;

export type BadgeTone = keyof typeof tones;
export type Verdict = 'safe' | 'caution' | 'avoid' | 'unknown';

const VERDICT_ICONS: Record<Verdict, LucideIcon> = {
  safe: CircleCheck,
  caution: TriangleAlert,
  avoid: CircleX,
  unknown: CircleHelp,
};
/** Any status outside safe, caution and avoid reads as 'unknown' (spec §3). */
export function toVerdict(status: string): Verdict {
  return status === 'safe' || status === 'caution' || status === 'avoid' ? status : 'unknown';
}

export interface BadgeProps {
  tone?: BadgeTone;
  /** An icon before the label; safety tones bring their own unless `icon={null}`. */
  icon?: LucideIcon | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  children: ReactNode;
}

const sizes = {
  sm: 'gap-1 px-2 py-0.5 text-xs [&_svg]:size-3.5',
  md: 'gap-1.5 px-2.5 py-1 text-sm [&_svg]:size-4',
  lg: 'gap-2 px-3.5 py-1.5 text-base [&_svg]:size-5',
} as const;

/** A small label in a pill. */
export function Badge({ tone = 'neutral', icon, size = 'sm', className, children }: BadgeProps) {
  const Icon = icon === undefined && tone in VERDICT_ICONS ? VERDICT_ICONS[tone as Verdict] : icon;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border font-semibold whitespace-nowrap',
        sizes[size],
        tones[tone],
        className,
      )}
    >
      {Icon && <Icon aria-hidden />}
      {children}
    </span>
  );
}

/** A safety verdict: colour, icon and word (`shell:verdicts`) together; `label` replaces the word ('Safe (cooked)'). */
export function VerdictBadge({
  status,
  label,
  size = 'md',
  className,
}: {
  status: string;
  label?: string;
  size?: BadgeProps['size'];
  className?: string;
}) {
  const verdict = toVerdict(status);
  const { t } = useT('shell');
  return (
    <Badge tone={verdict} size={size} {...(className ? { className } : {})}>
      {label ?? t(`verdicts.${verdict}`)}
    </Badge>
  );
}
