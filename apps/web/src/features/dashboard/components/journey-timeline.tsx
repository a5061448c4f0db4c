import { clampTimelineWeek, PREGNANCY_WEEKS, stageStatuses, timelinePercent, type StageStatus } from '@bloom/pregnancy';
import { CircleCheck, CircleDashed, CircleDot, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { cn } from '@/components/ui/cn.ts';
import { formatNumber, useT } from '@/lib/i18n/index.ts';

// Each status has its own icon and text, so the stages read the same without colour.
const STATUS_LOOK: Record<StageStatus, { icon: LucideIcon; box: string; iconClass: string }> = {
  completed: {
    icon: CircleCheck,
    box: 'border-brand-200 bg-brand-50 dark:border-gray-700 dark:bg-gray-800',
    iconClass: 'text-brand-700 dark:text-brand-200',
  },
  current: {
    icon: CircleDot,
    box: 'border-lavender-600 bg-lavender-50 ring-1 ring-lavender-600 dark:bg-gray-800',
    iconClass: 'text-lavender-700 dark:text-lavender-100',
  },
  upcoming: {
    icon: CircleDashed,
    box: 'border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900',
    iconClass: 'text-gray-600 dark:text-gray-400',
  },
};

/**
 * 'Your Journey Timeline' (spec §2): the week, a bar with a marker, and the three trimesters.
 * Compact on phones (the three stages side by side, small). `children`: lines under the stages
 * (the due date).
 */
export function JourneyTimeline({ week, children }: { week: number; children?: ReactNode }) {
  const headingId = useId();
  const { t } = useT('dashboard');
  const shownWeek = clampTimelineWeek(week);
  const percent = timelinePercent(week);
  const weekOf = { week: shownWeek, total: PREGNANCY_WEEKS };
  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-display text-subheading font-semibold sm:text-heading">
          {t('journey.title')}
        </h2>
        <p className="text-sm font-semibold text-brand-800 sm:text-base dark:text-brand-200">
          {t('journey.weekOf', weekOf)}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t('journey.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('journey.progressValue', { ...weekOf, percent: formatNumber(percent) })}
        className="relative mx-2.5 mt-3 h-2.5 rounded-full bg-lavender-100 sm:mt-4 sm:h-3 dark:bg-gray-700"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-brand-500 to-brand-700 dark:from-brand-400 dark:to-brand-300"
          style={{ width: `${percent}%` }}
        />
        <span
          data-testid="timeline-marker"
          className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-lavender-700 shadow sm:size-5 dark:border-gray-900 dark:bg-lavender-300"
          style={{ left: `${percent}%` }}
        />
      </div>
      <p className="mt-2 hidden text-right text-sm text-ink-muted sm:block">
        {t('journey.percent', { percent: formatNumber(percent) })}
      </p>
      <ol className="mt-3 grid grid-cols-3 gap-2 sm:mt-4 sm:gap-3">
        {stageStatuses(week).map((stage) => {
          const look = STATUS_LOOK[stage.status];
          const Icon = look.icon;
          return (
            <li
              key={stage.key}
              aria-current={stage.status === 'current' ? 'step' : undefined}
              className={cn(
                'flex flex-col gap-1 rounded-xl border p-2 sm:flex-row sm:items-center sm:gap-3 sm:p-3',
                look.box,
              )}
            >
              <Icon className={cn('hidden size-6 shrink-0 sm:block', look.iconClass)} aria-hidden />
              <div className="min-w-0">
                <p className="text-xs leading-snug font-semibold sm:text-base sm:font-medium">
                  {t(`journey.stage.${stage.key}`)}
                </p>
                <p className="hidden text-sm text-ink-muted sm:block">
                  {t('journey.stageWeeks', { start: stage.start, end: stage.end })}
                </p>
                <p className="mt-0.5 flex items-center gap-1 text-xs font-semibold sm:mt-0 sm:text-sm">
                  <Icon className={cn('size-3.5 shrink-0 sm:hidden', look.iconClass)} aria-hidden />
                  {t(`journey.status.${stage.status}`)}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      {children}
    </Card>
  );
}
