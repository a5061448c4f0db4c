import { ADMIN_USAGE_SHOWN, type UsageStat } from '@bloom/contract';
import { formatDateTime12h } from '@bloom/pregnancy';
import { ChartColumn } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAdminDailyUsage, useAdminUsageStats } from '../api/usage-stats.ts';
import { DailyUsageChart } from './daily-usage-chart.tsx';
import { FeatureLabel } from './feature-icon.tsx';
import { formatCount, formatDuration } from './format.ts';
import { LoadState } from './load-state.tsx';
import { Pager } from './pager.tsx';
import { WideTable } from './wide-table.tsx';

export const NO_USAGE_MESSAGE = 'No usage statistics available yet';
const COLUMNS = ['User', 'Feature', 'Usage Time', 'Date'] as const;

function UsageChartSection() {
  const daily = useAdminDailyUsage();
  if (daily.data) return <DailyUsageChart days={daily.data.days} />;
  if (daily.isError) return <LoadState query={daily} what="daily usage" />;
  // The chart's own height, so nothing below moves when it arrives.
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading daily usage...</span>
      <Skeleton className="h-5 w-56" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-4 w-full" />
    </div>
  );
}

function UsageCard({ stat }: { stat: UsageStat }) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words">{stat.userName}</p>
        <p className="text-sm">
          <FeatureLabel type={stat.featureType} />
        </p>
        <p className="text-xs text-ink-muted">{formatDateTime12h(stat.timestamp)}</p>
      </div>
      <p className="shrink-0 text-sm font-semibold tabular-nums">{formatDuration(stat.durationSeconds)}</p>
    </li>
  );
}

function UsageTable() {
  const [page, setPage] = useState(1);
  const usage = useAdminUsageStats(page);
  const data = usage.data;
  if (!data) return <LoadState query={usage} what="usage statistics" />;
  // Spec §9: at most the first 50 rows.
  const rows = data.items.slice(0, ADMIN_USAGE_SHOWN);
  if (rows.length === 0) return <EmptyState illustration="chat" title={NO_USAGE_MESSAGE} />;
  return (
    <div aria-busy={usage.isPlaceholderData}>
      {data.total > ADMIN_USAGE_SHOWN && page === 1 && (
        <p className="mb-3 text-sm font-medium text-ink-muted">
          Showing first {ADMIN_USAGE_SHOWN} of {formatCount(data.total)} usage records
        </p>
      )}
      <ul aria-label="Usage statistics" className="space-y-3 md:hidden">
        {rows.map((s) => (
          <UsageCard key={s.id} stat={s} />
        ))}
      </ul>
      <WideTable caption="Usage statistics, newest first" columns={COLUMNS}>
        {rows.map((s) => (
          <tr key={s.id} className="border-b border-line last:border-0">
            <td className="px-2 py-3 font-medium">{s.userName}</td>
            <td className="px-2 py-3">
              <FeatureLabel type={s.featureType} />
            </td>
            <td className="px-2 py-3 tabular-nums">{formatDuration(s.durationSeconds)}</td>
            <td className="px-2 py-3 whitespace-nowrap">{formatDateTime12h(s.timestamp)}</td>
          </tr>
        ))}
      </WideTable>
      <Pager
        label="Usage pages"
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
  return (
    <Card>
      <CardHeader
        icon={<ChartColumn />}
        title="Usage Analytics"
        description="Who uses BLOOM's features, and for how long."
      />
      <div className="space-y-6">
        <UsageChartSection />
        <section aria-labelledby={tableHeadingId} className="space-y-3">
          <h3 id={tableHeadingId} className="text-base font-semibold">
            Feature usage
          </h3>
          <UsageTable />
        </section>
      </div>
    </Card>
  );
}
