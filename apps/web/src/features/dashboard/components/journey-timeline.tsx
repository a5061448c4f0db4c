import { clampTimelineWeek, PREGNANCY_WEEKS, stageStatuses, timelinePercent, type StageStatus } from '@bloom/pregnancy';
import { CircleCheck, CircleDashed, CircleDot, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';

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

/** 'Your Journey Timeline' (spec §2): the week, a bar with a marker, and the three trimesters. */
export function JourneyTimeline({ week }: { week: number }) {
  const headingId = useId();
  const shownWeek = clampTimelineWeek(week);
  const percent = timelinePercent(week);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Your Journey Timeline
        </h2>
        <p className="font-medium text-brand-800 dark:text-brand-200">
          Week {shownWeek} of {PREGNANCY_WEEKS}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Pregnancy progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Week ${shownWeek} of ${PREGNANCY_WEEKS}, ${percent}%`}
        className="relative mx-2.5 mt-4 h-3 rounded-full bg-lavender-100 dark:bg-gray-700"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
        <span
          data-testid="timeline-marker"
          className="absolute top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-lavender-700 shadow dark:border-gray-900"
          style={{ left: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-right text-sm text-gray-600 dark:text-gray-400">{percent}% of the way</p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-3">
        {stageStatuses(week).map((stage) => {
          const look = STATUS_LOOK[stage.status];
          const Icon = look.icon;
          return (
            <li
              key={stage.key}
              aria-current={stage.status === 'current' ? 'step' : undefined}
              className={cn('flex items-center gap-3 rounded-xl border p-3', look.box)}
            >
              <Icon className={cn('size-6 shrink-0', look.iconClass)} aria-hidden />
              <div>
                <p className="font-medium">{stage.name}</p>
                <p className="text-sm text-gray-600 dark:text-gray-400">{stage.weeks}</p>
                <p className="text-sm font-semibold">{stage.label}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
