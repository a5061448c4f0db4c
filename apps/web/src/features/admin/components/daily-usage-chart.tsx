import type { AdminDailyUsage } from '@bloom/contract';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { cn } from '@/components/ui/cn.ts';
import { intlLocale, useT } from '@/lib/i18n/index.ts';
import { formatCount, formatShortDate } from './format.ts';

type Day = AdminDailyUsage['days'][number];

/*
 * A dependency-free line chart in the style of the tracking trends: the SVG stretches to its box
 * (the lines keep their width with non-scaling strokes) and every text is HTML, so the labels
 * stay at reading size on a phone and on a wide screen alike. A series' name is `admin:chart.<key>`.
 */
const SERIES = [
  {
    key: 'activeUsers',
    tone: 'text-brand-700 dark:text-brand-300',
    dash: undefined,
  },
  {
    key: 'chatSessions',
    tone: 'text-lavender-700 dark:text-lavender-300',
    // Dashed as well as another colour, so the two lines never rest on colour alone.
    dash: '6 4',
  },
] as const satisfies readonly { key: keyof Day; tone: string; dash: string | undefined }[];

const TICKS = 4;

/** The top of the scale: a multiple of 4 at or above the largest value, so the ticks are whole numbers. */
export function scaleTop(days: readonly Day[]): number {
  const max = Math.max(0, ...days.flatMap((d) => [d.activeUsers, d.chatSessions]));
  return Math.max(1, Math.ceil(max / TICKS)) * TICKS;
}

/** The sentence screen readers get in place of the drawing. */
export function dailyUsageSummary(t: TFunction<'admin'>, days: readonly Day[]): string {
  const last = days.at(-1);
  if (!last) return t('chart.none');
  const parts = SERIES.map(({ key }) => {
    const values = days.map((d) => d[key]);
    return t('chart.part', {
      series: t(`chart.${key}`).toLocaleLowerCase(intlLocale()),
      min: formatCount(Math.min(...values)),
      max: formatCount(Math.max(...values)),
      last: formatCount(last[key]),
      date: formatShortDate(last.date),
    });
  });
  return t('chart.summary', { count: days.length, parts: parts.join('; ') });
}

const x = (index: number, count: number) => (count > 1 ? (index * 100) / (count - 1) : 50);

/** Daily active users and chat sessions for the last 30 days, with the numbers as a table. */
export function DailyUsageChart({ days }: { days: readonly Day[] }) {
  const headingId = useId();
  const { t } = useT('admin');
  const top = scaleTop(days);
  const ticks = Array.from({ length: TICKS + 1 }, (_, i) => (top / TICKS) * (TICKS - i));
  const y = (value: number) => 100 - (value / top) * 100;
  const first = days[0];
  const last = days.at(-1);

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-base font-semibold">
          {t('chart.heading', { count: days.length })}
        </h3>
        <ul aria-label={t('chart.legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          {SERIES.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <svg aria-hidden viewBox="0 0 24 4" className={cn('h-1 w-6', s.tone)}>
                <line x1="0" y1="2" x2="24" y2="2" stroke="currentColor" strokeWidth="4" strokeDasharray={s.dash} />
              </svg>
              {t(`chart.${s.key}`)}
            </li>
          ))}
        </ul>
      </div>
      {!first || !last ? (
        <p className="text-sm text-ink-muted">{t('chart.none')}</p>
      ) : (
        <>
          <div className="flex gap-2">
            <div
              aria-hidden
              className="-my-2 flex h-52 w-8 shrink-0 flex-col justify-between text-right text-xs leading-4 text-ink-muted tabular-nums"
            >
              {ticks.map((t) => (
                <span key={t}>{formatCount(t)}</span>
              ))}
            </div>
            <svg
              role="img"
              aria-label={dailyUsageSummary(t, days)}
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              className="h-48 min-w-0 flex-1 overflow-visible"
            >
              {ticks.map((t) => (
                <line
                  key={t}
                  x1="0"
                  x2="100"
                  y1={y(t)}
                  y2={y(t)}
                  vectorEffect="non-scaling-stroke"
                  strokeWidth={1}
                  className="stroke-gray-200 dark:stroke-gray-700"
                />
              ))}
              {SERIES.map((s) => (
                <polyline
                  key={s.key}
                  points={days.map((d, i) => `${x(i, days.length)},${y(d[s.key])}`).join(' ')}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2.5}
                  strokeDasharray={s.dash}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                  className={s.tone}
                />
              ))}
            </svg>
          </div>
          <div aria-hidden className="flex justify-between pl-10 text-xs text-ink-muted">
            <span>{formatShortDate(first.date)}</span>
            <span>{formatShortDate(last.date)}</span>
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-accent-ink">{t('chart.showNumbers')}</summary>
            <div className="mt-2 max-h-72 overflow-y-auto">
              <table className="w-full text-left">
                <caption className="sr-only">{t('chart.caption')}</caption>
                <thead className="border-b border-line text-ink-muted">
                  <tr>
                    <th scope="col" className="px-2 py-1.5 font-semibold">
                      {t('chart.date')}
                    </th>
                    {SERIES.map((s) => (
                      <th key={s.key} scope="col" className="px-2 py-1.5 text-right font-semibold">
                        {t(`chart.${s.key}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {days.map((d) => (
                    <tr key={d.date} className="border-b border-line last:border-0">
                      <th scope="row" className="px-2 py-1.5 font-medium">
                        {formatShortDate(d.date)}
                      </th>
                      {SERIES.map((s) => (
                        <td key={s.key} className="px-2 py-1.5 text-right tabular-nums">
                          {formatCount(d[s.key])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
