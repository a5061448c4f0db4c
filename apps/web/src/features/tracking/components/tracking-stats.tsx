import { useId } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatNumber, useT } from '@/lib/i18n/index.ts';
import { useTrackingStats } from '../api/get-tracking-stats.ts';
import { formatAverage } from '../lib/stats.ts';

const LABELS = ['stats.symptoms', 'stats.moods', 'stats.severity', 'stats.energy'] as const;

/** One stat card; `value` null while the stats load (a placeholder one figure tall, so nothing moves). */
function Stat({ label, value }: { label: string; value: string | null }) {
  const { t } = useT('tracking');
  return (
    <Card className="p-4 sm:p-4">
      <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">{label}</dt>
      {/* flow-root: the placeholder's margins stay inside (they would fold into the card's), so
          the figure's line and its placeholder are both 32 px tall (layout shift, issue 33). */}
      <dd className="mt-1 flow-root text-2xl font-semibold text-gray-900 dark:text-gray-100">
        {value === null ? (
          <Skeleton className="my-1 h-6 w-12" />
        ) : value === '—' ? (
          <>
            <span aria-hidden>—</span>
            <span className="sr-only">{t('stats.noneYet')}</span>
          </>
        ) : (
          value
        )}
      </dd>
    </Card>
  );
}

/** The four stat cards of the Health Tracking page, counted by the server over every entry. */
export function TrackingStats() {
  const { t } = useT('tracking');
  const stats = useTrackingStats();
  const headingId = useId();

  let body;
  if (stats.data) {
    body = (
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t(LABELS[0])} value={formatNumber(stats.data.symptomCount)} />
        <Stat label={t(LABELS[1])} value={formatNumber(stats.data.moodCount)} />
        <Stat label={t(LABELS[2])} value={formatAverage(stats.data.averageSeverity)} />
        <Stat label={t(LABELS[3])} value={formatAverage(stats.data.averageEnergy)} />
      </dl>
    );
  } else if (stats.isError) {
    body = <Alert tone="error">{t('stats.failed')}</Alert>;
  } else {
    // The four cards with their labels, each figure a placeholder: the cards below stay put when the figures come.
    body = (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('stats.loading')}</span>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {LABELS.map((label) => (
            <Stat key={label} label={t(label)} value={null} />
          ))}
        </dl>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('stats.heading')}
      </h2>
      {body}
    </section>
  );
}
