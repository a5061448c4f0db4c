import { formatWeight, poundsFromKg, type UnitSystem, type WeightEntry, type WeightGuidance } from '@bloom/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

const WIDTH = 340;
const HEIGHT = 220;
const PAD = { left: 36, right: 10, top: 10, bottom: 28 };
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
export const formatDay = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/** Her weights that can be placed on the chart: a week and a gain known, oldest first. */
const plotted = (weights: readonly WeightEntry[]) =>
  weights
    .filter((w): w is WeightEntry & { week: number; gainKg: number } => w.week !== null && w.gainKg !== null)
    .slice()
    .reverse();

/**
 * Her weight gain by week against the recommended range (the shaded band, IOM 2009), drawn as
 * an SVG the screen reader skips, with the same numbers as a table: hidden visually until she asks
 * for it, always there for a screen reader. No chart library: the app has none, and a band and
 * some dots do not need one.
 */
export function WeightChart({
  weights,
  guidance,
  units,
}: {
  weights: readonly WeightEntry[];
  guidance: WeightGuidance;
  units: UnitSystem;
}) {
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const points = plotted(weights);
  const inUnits = (kg: number) => (units === 'imperial' ? poundsFromKg(kg) : kg);
  const lastWeek = Math.max(40, ...points.map((p) => p.week));
  const values = [0, ...points.map((p) => inUnits(p.gainKg)), ...guidance.range.map((r) => inUnits(r.maxKg))];
  const low = Math.floor(Math.min(...values) / 5) * 5;
  const high = Math.max(low + 5, Math.ceil(Math.max(...values) / 5) * 5);
  const x = (week: number) => PAD.left + (week / lastWeek) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((high - value) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const band = guidance.range.length
    ? [
        ...guidance.range.map((r) => `${x(r.week)},${y(inUnits(r.maxKg))}`),
        ...guidance.range
          .slice()
          .reverse()
          .map((r) => `${x(r.week)},${y(inUnits(r.minKg))}`),
      ].join(' ')
    : null;
  const step = high - low > 20 ? 10 : 5;
  const ticks = Array.from({ length: Math.floor((high - low) / step) + 1 }, (_, i) => low + i * step);
  const unit = units === 'imperial' ? 'lb' : 'kg';
  const rangeOf = (week: number) => guidance.range.find((r) => r.week === Math.min(week, 40));

  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
        data-testid="weight-chart"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} className="stroke-line" strokeWidth={1} />
            <text x={PAD.left - 4} y={y(t) + 4} textAnchor="end" className="fill-ink-muted text-[10px]">
              {t}
            </text>
          </g>
        ))}
        {[0, 13, 27, 40].map((week) => (
          <text key={week} x={x(week)} y={HEIGHT - 10} textAnchor="middle" className="fill-ink-muted text-[10px]">
            {week}
          </text>
        ))}
        <text x={WIDTH - PAD.right} y={HEIGHT - 0.5} textAnchor="end" className="fill-ink-muted text-[10px]">
          weeks
        </text>
        <text x={2} y={PAD.top + 2} className="fill-ink-muted text-[10px]">
          {unit}
        </text>
        {band && <polygon points={band} className="fill-brand-200/70 dark:fill-brand-800/60" />}
        {points.length > 1 && (
          <polyline
            points={points.map((p) => `${x(p.week)},${y(inUnits(p.gainKg))}`).join(' ')}
            className="fill-none stroke-accent"
            strokeWidth={2}
          />
        )}
        {points.map((p) => (
          <circle key={p.id} cx={x(p.week)} cy={y(inUnits(p.gainKg))} r={4} className="fill-accent" />
        ))}
      </svg>
      <figcaption className="text-sm text-ink-muted">
        Your weight gain by week{band ? ', against the recommended range (shaded)' : ''}.{' '}
        <Button
          variant="quiet"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide the table' : 'Show as a table'}
        </Button>
      </figcaption>
      <div id={tableId} className={showTable ? 'overflow-x-auto' : 'sr-only'}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your weights against the recommended range for each week</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3">
                Date
              </th>
              <th scope="col" className="py-2 pr-3">
                Week
              </th>
              <th scope="col" className="py-2 pr-3">
                Weight
              </th>
              <th scope="col" className="py-2 pr-3">
                Gain
              </th>
              <th scope="col" className="py-2">
                Recommended gain
              </th>
            </tr>
          </thead>
          <tbody>
            {weights.length === 0 && (
              <tr>
                <td colSpan={5} className="py-2">
                  No weights yet.
                </td>
              </tr>
            )}
            {weights.map((w) => {
              const range = w.week === null ? undefined : rangeOf(w.week);
              return (
                <tr key={w.id} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {formatDay(w.date)}
                  </th>
                  <td className="py-2 pr-3">{w.week ?? '—'}</td>
                  <td className="py-2 pr-3">{formatWeight(w.weightKg, units)}</td>
                  <td className="py-2 pr-3">{w.gainKg === null ? '—' : formatWeight(w.gainKg, units, true)}</td>
                  <td className="py-2">
                    {range ? `${formatWeight(range.minKg, units)} to ${formatWeight(range.maxKg, units)}` : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
