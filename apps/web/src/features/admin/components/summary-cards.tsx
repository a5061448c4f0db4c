import type { LucideIcon } from 'lucide-react';
import { Activity, Clock, Users, Zap } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useAdminSummary } from '../api/summary.ts';
import { formatCount, formatDuration } from './format.ts';

const cardClass = 'rounded-card border border-line bg-surface p-4 text-ink shadow-card';

function SummaryCard({
  title,
  icon: Icon,
  value,
  note,
}: {
  title: string;
  icon: LucideIcon;
  value: string;
  note?: ReactNode;
}) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={cardClass}>
      <div className="flex items-center justify-between gap-2">
        <p id={titleId} className="text-sm font-semibold text-ink-muted">
          {title}
        </p>
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-lavender-50 text-lavender-800 dark:bg-lavender-950 dark:text-lavender-100"
        >
          <Icon className="size-4" />
        </span>
      </div>
      <div className="mt-2 font-display text-heading font-semibold break-words tabular-nums sm:text-title">{value}</div>
      {note && <p className="mt-0.5 text-sm text-ink-muted">{note}</p>}
    </div>
  );
}

const gridClass = 'grid grid-cols-2 gap-3 lg:grid-cols-4';

/** Spec §2: Total Users (and how many are new today), Pending Approval, Total Events, Platform Usage. */
export function SummaryCards() {
  const summary = useAdminSummary();
  const headingId = useId();
  const { t } = useT('admin');
  if (summary.isError) return <Alert tone="error">{t('summary.failed')}</Alert>;
  if (summary.isPending) {
    return (
      <div role="status" aria-busy="true" className={gridClass}>
        <span className="sr-only">{t('summary.loading')}</span>
        {Array.from({ length: 4 }, (_, i) => (
          <span key={i} aria-hidden className={cardClass}>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-3 h-8 w-16" />
            <Skeleton className="mt-2 h-4 w-20" />
          </span>
        ))}
      </div>
    );
  }
  const s = summary.data;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('summary.heading')}
      </h2>
      <div className={gridClass}>
        <SummaryCard
          title={t('summary.totalUsers')}
          icon={Users}
          value={formatCount(s.totalUsers)}
          note={t('summary.newToday', { count: s.usersToday, n: formatCount(s.usersToday) })}
        />
        <SummaryCard
          title={t('summary.pending')}
          icon={Clock}
          value={formatCount(s.pendingApproval)}
          note={t('summary.waiting', { count: s.pendingApproval })}
        />
        <SummaryCard
          title={t('summary.totalEvents')}
          icon={Activity}
          value={formatCount(s.totalEvents)}
          note={t('summary.acrossUsers')}
        />
        <SummaryCard
          title={t('summary.usage')}
          icon={Zap}
          value={formatDuration(t, s.usageSeconds)}
          note={t('summary.featureUses', { count: s.featureUses, n: formatCount(s.featureUses) })}
        />
      </div>
    </section>
  );
}
