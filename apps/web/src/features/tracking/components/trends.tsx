import { TREND_WEEKS } from '@bloom/contract';
import { useId } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useTrackingStats } from '../api/get-tracking-stats.ts';
import { LoadState } from './load-state.tsx';
import { TrendChart } from './trend-chart.tsx';

/**
 * 'Severity over time' and 'Energy over time' for the last 8 weeks, side by side on wide screens;
 * the server averages every entry of each week, in the user's time zone.
 */
export function Trends() {
  const { t } = useT('tracking');
  const stats = useTrackingStats();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="mb-1 text-lg font-semibold">
          {t('trends.title')}
        </h2>
        <p className="mb-4 text-sm text-gray-600 dark:text-gray-400">{t('trends.intro', { count: TREND_WEEKS })}</p>
        {stats.data ? (
          <div className="grid gap-6 md:grid-cols-2">
            <TrendChart
              title={t('trends.severity')}
              measure="severity"
              tone="brand"
              points={stats.data.severityByWeek}
            />
            <TrendChart title={t('trends.energy')} measure="energy" tone="lavender" points={stats.data.energyByWeek} />
          </div>
        ) : (
          <LoadState query={stats} what="trends" />
        )}
      </Card>
    </section>
  );
}
