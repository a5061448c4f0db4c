import type { TrackingWeek } from '@bloom/contract';
import { MAX_RATING, MIN_RATING } from '@bloom/pregnancy';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { cn } from '@/components/ui/cn.ts';
import { formatNumber, useT } from '@/lib/i18n/index.ts';
import { formatAverage, formatShortDate } from '../lib/stats.ts';

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { left: 28, right: 12, top: 12, bottom: 12 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const LEVELS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, i) => MIN_RATING + i);

// Accent colours, not safety colours: the line shows a value over time, not a judgement.
const tones = {
  brand: 'text-brand-700 dark:text-brand-200',
  lavender: 'text-lavender-700 dark:text-lavender-100',
} as const;

const x = (index: number, count: number) => PAD.left + (count > 1 ? (index * PLOT_W) / (count - 1) : PLOT_W / 2);
const y = (value: number) => PAD.top + ((MAX_RATING - value) / (MAX_RATING - MIN_RATING)) * PLOT_H;

/** Runs of consecutive weeks with entries; a week without entries breaks the line. */
function segments(points: readonly TrackingWeek[]): { index: number; value: number }[][] {
  const runs: { index: number; value: number }[][] = [];
  let run: { index: number; value: number }[] = [];
  points.forEach((p, index) => {
    if (p.average === null) {
      if (run.length) runs.push(run);
      run = [];
    } else {
      run.push({ index, value: p.average });
    }
  });
  if (run.length) runs.push(run);
  return runs;
}

/** The one-sentence reading of the chart that screen readers get in place of the drawing. */
export function trendSummary(t: TFunction<'tracking'>, title: string, points: readonly TrackingWeek[]): string {
  const known = points.filter((p): p is TrackingWeek & { average: number } => p.average !== null);
  const latest = known.at(-1);
  if (!latest) return t('trends.summaryNone', { title, count: points.length });
  const values = known.map((p) => p.average);
  return t('trends.summary', {
    title,
    count: points.length,
    lowest: formatAverage(Math.min(...values)),
    highest: formatAverage(Math.max(...values)),
    latest: formatAverage(latest.average),
    week: formatShortDate(latest.start),
  });
}

export interface TrendChartProps {
  title: string;
  /** What is averaged, for the data table's header. */
  measure: 'severity' | 'energy';
  points: readonly TrackingWeek[];
  tone: keyof typeof tones;
}

/** A small line chart of weekly averages on the 1-5 scale, with its data as a hidden table. */
export function TrendChart({ title, measure, points, tone }: TrendChartProps) {
  const { t } = useT('tracking');
  const headingId = useId();
  const hasData = points.some((p) => p.average !== null);
  const first = points[0];
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      {!hasData || !first ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('trends.none', { count: points.length })}</p>
      ) : (
        <>
          <svg
            role="img"
            aria-label={trendSummary(t, title, points)}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className={cn('h-auto w-full', tones[tone])}
          >
            {LEVELS.map((level) => (
              <g key={level}>
                <line
                  x1={PAD.left}
                  x2={WIDTH - PAD.right}
                  y1={y(level)}
                  y2={y(level)}
                  className="stroke-gray-200 dark:stroke-gray-700"
                  strokeWidth={1}
                />
                <text
                  x={PAD.left - 8}
                  y={y(level)}
                  dominantBaseline="middle"
                  textAnchor="end"
                  fontSize={11}
                  className="fill-gray-600 dark:fill-gray-400"
                >
                  {level}
                </text>
              </g>
            ))}
            {segments(points).map((run) => (
              <polyline
                key={run[0]!.index}
                points={run.map((p) => `${x(p.index, points.length)},${y(p.value)}`).join(' ')}
                fill="none"
                stroke="currentColor"
                strokeWidth={2.5}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            ))}
            {points.map((p, index) =>
              p.average === null ? null : (
                <circle
                  key={index}
                  cx={x(index, points.length)}
                  cy={y(p.average)}
                  r={4}
                  fill="currentColor"
                  className="stroke-white dark:stroke-gray-900"
                  strokeWidth={1.5}
                />
              ),
            )}
          </svg>
          <div aria-hidden className="flex justify-between pl-7 text-xs text-gray-600 dark:text-gray-400">
            <span>{formatShortDate(first.start)}</span>
            <span>{t('trends.thisWeek')}</span>
          </div>
          <table className="sr-only">
            <caption>{t('trends.caption', { title })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('trends.weekOf')}</th>
                <th scope="col">{measure === 'severity' ? t('trends.averageSeverity') : t('trends.averageEnergy')}</th>
                <th scope="col">{t('trends.entries')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.start}>
                  <th scope="row">{formatShortDate(p.start)}</th>
                  <td>{p.average === null ? t('trends.noEntries') : formatAverage(p.average)}</td>
                  <td>{formatNumber(p.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
