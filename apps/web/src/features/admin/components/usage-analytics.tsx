import { ADMIN_USAGE_SHOWN, type UsageStat } from '@bloom/contract';
import { ChartColumn } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useAdminDailyUsage, useAdminUsageStats } from '../api/usage-stats.ts';
import { DailyUsageChart } from './daily-usage-chart.tsx';
import { FeatureLabel } from './feature-icon.tsx';
import { formatCount, formatDuration } from './format.ts';
import { LoadState } from './load-state.tsx';
import { Pager } from './pager.tsx';
import { WideTable } from './wide-table.tsx';

const COLUMNS = ['user', 'feature', 'time', 'date'] as const;

function UsageChartSection() {
  const daily = useAdminDailyUsage();
  const { t } = useT('admin');
  if (daily.data) return <DailyUsageChart days={daily.data.days} />;
  if (daily.isError) return <LoadState query={daily} what="dailyUsage" />;
  // The chart's own height, so nothing below moves when it arrives.
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{t('load.dailyUsage.loading')}</span>
      <Skeleton className="h-5 w-56" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-4 w-full" />
    </div>
  );
}

function UsageCard({ stat }: { stat: UsageStat }) {
  const { t } = useT('admin');
  return (
    <li className="flex items-start justify-between gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words">{stat.userName}</p>
        <p className="text-sm">
          <FeatureLabel type={stat.featureType} />
        </p>
        <p className="text-xs text-ink-muted">{formatDateTime(stat.timestamp)}</p>
      </div>
      <p className="shrink-0 text-sm font-semibold tabular-nums">{formatDuration(t, stat.durationSeconds)}</p>
    </li>
  );
}

function UsageTable() {
  const [page, setPage] = useState(1);
  const usage = useAdminUsageStats(page);
  const { t } = useT('admin');
  const data = usage.data;
  if (!data) return <LoadState query={usage} what="usage" />;
  // Spec §9: at most the first 50 rows.
  const rows = data.items.slice(0, ADMIN_USAGE_SHOWN);
  if (rows.length === 0) return <EmptyState illustration="chat" title={t('usage.none')} />;
  return (
    <div aria-busy={usage.isPlaceholderData}>
      {data.total > ADMIN_USAGE_SHOWN && page === 1 && (
        <p className="mb-3 text-sm font-medium text-ink-muted">
          {t('usage.firstPage', { shown: ADMIN_USAGE_SHOWN, total: formatCount(data.total) })}
        </p>
      )}
      <ul aria-label={t('usage.list')} className="space-y-3 md:hidden">
        {rows.map((s) => (
          <UsageCard key={s.id} stat={s} />
        ))}
      </ul>
      <WideTable caption={t('usage.caption')} columns={COLUMNS.map((column) => t(`usage.columns.${column}`))}>
        {rows.map((s) => (
          <tr key={s.id} className="border-b border-line last:border-0">
            <td className="px-2 py-3 font-medium">{s.userName}</td>
            <td className="px-2 py-3">
              <FeatureLabel type={s.featureType} />
            </td>
            <td className="px-2 py-3 tabular-nums">{formatDuration(t, s.durationSeconds)}</td>
            <td className="px-2 py-3 whitespace-nowrap">{formatDateTime(s.timestamp)}</td>
          </tr>
        ))}
      </WideTable>
      <Pager
        label={t('usage.pages')}
        page={page}
        pageSize={ADMIN_USAGE_SHOWN}
        total={data.total}
        onPage={setPage}
        busy={usage.isPlaceholderData}
      />
    </div>
  );
}

/** The 'Usage Analytics' tab (spec §2): the 30-day chart, then who used which feature for how long. */
export function UsageAnalytics() {
  const tableHeadingId = useId();
  const { t } = useT('admin');
  return (
    <Card>
      <CardHeader icon={<ChartColumn />} title={t('usage.title')} description={t('usage.description')} />
      <div className="space-y-6">
        <UsageChartSection />
        <section aria-labelledby={tableHeadingId} className="space-y-3">
          <h3 id={tableHeadingId} className="text-base font-semibold">
            {t('usage.featureUsage')}
          </h3>
          <UsageTable />
        </section>
      </div>
    </Card>
  );
}
