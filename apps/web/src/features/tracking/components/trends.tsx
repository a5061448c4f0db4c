import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { useMoods } from '../api/get-moods.ts';
import { useSymptoms } from '../api/get-symptoms.ts';
import { TREND_WEEKS, weeklyAverages } from '../lib/stats.ts';
import { LoadState } from './load-state.tsx';
import { TrendChart } from './trend-chart.tsx';

/** 'Severity over time' and 'Energy over time' for the last 8 weeks, side by side on wide screens. */
export function Trends() {
  const symptoms = useSymptoms();
  const moods = useMoods();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="mb-1 text-lg font-semibold">
          Trends
        </h2>
        <p className="mb-4 text-sm text-gray-600 dark:text-gray-400">
          Weekly averages on the 1-5 scale for the last {TREND_WEEKS} weeks.
        </p>
        <div className="grid gap-6 md:grid-cols-2">
          {symptoms.data ? (
            <TrendChart
              title="Severity over time"
              measure="severity"
              tone="brand"
              points={weeklyAverages(
                symptoms.data,
                (s) => s.severity,
                (s) => s.loggedAt,
              )}
            />
          ) : (
            <LoadState query={symptoms} what="symptoms" />
          )}
          {moods.data ? (
            <TrendChart
              title="Energy over time"
              measure="energy"
              tone="lavender"
              points={weeklyAverages(
                moods.data,
                (m) => m.energy,
                (m) => m.loggedAt,
              )}
            />
          ) : (
            <LoadState query={moods} what="moods" />
          )}
        </div>
      </Card>
    </section>
  );
}
