import { poundsFromKg, type UnitSystem, type WeightEntry, type WeightGuidance } from '@bloom/contract';
import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Area, Circle, LinePath } from '@visx/shape';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { formatDay, formatRange, formatWeight } from '../lib/format.ts';

const WIDTH = 340;
const HEIGHT = 230;
const MARGIN = { left: 44, right: 12, top: 12, bottom: 40 };
const INNER_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
/** The weeks marked on the time axis: the start, the second and third trimesters, and 40 weeks. */
const WEEK_TICKS = [0, 13, 27, 40];

type Plotted = WeightEntry & { week: number; gainKg: number };

/** Her weights that can be placed on the chart: a week and a gain known, oldest first. */
const plotted = (weights: readonly WeightEntry[]) =>
  weights
    .filter((w): w is Plotted => w.week !== null && w.gainKg !== null)
    .slice()
    .reverse();

/** A tick's number in the theme's muted ink (visx's own label would measure text in a node it adds to the page). */
function Tick({ x, y, formattedValue, textAnchor, dy }: TickRendererProps) {
  return (
    <text x={x} y={y} dy={dy} textAnchor={textAnchor} className="fill-ink-muted text-[10px]">
      {formattedValue}
    </text>
  );
}

/**
 * Her weight gain by week against the recommended range (the shaded band, IOM 2009), drawn with
 * visx (decision 022) as an SVG the screen reader skips, with the same numbers as a table: hidden
 * visually until she asks for it, always there for a screen reader. Colours are the theme's
 * (classes, so the dark theme follows), and the axes say weeks and her units.
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
  const { t } = useT('weight');
  const [showTable, setShowTable] = useState(false);
  const points = plotted(weights);
  const inUnits = (kg: number) => (units === 'imperial' ? poundsFromKg(kg) : kg);
  const lastWeek = Math.max(40, ...points.map((p) => p.week));
  const values = [0, ...points.map((p) => inUnits(p.gainKg)), ...guidance.range.map((r) => inUnits(r.maxKg))];
  const low = Math.floor(Math.min(...values) / 5) * 5;
  const high = Math.max(low + 5, Math.ceil(Math.max(...values) / 5) * 5);
  const step = high - low > 20 ? 10 : 5;
  const gainTicks = Array.from({ length: Math.floor((high - low) / step) + 1 }, (_, i) => low + i * step);
  const x = scaleLinear<number>({ domain: [0, lastWeek], range: [0, INNER_WIDTH] });
  const y = scaleLinear<number>({ domain: [low, high], range: [INNER_HEIGHT, 0] });
  const unit = units === 'imperial' ? 'lb' : 'kg';
  const hasBand = guidance.range.length > 0;
  const rangeOf = (week: number) => guidance.range.find((r) => r.week === Math.min(week, 40));

  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full text-line"
        aria-hidden="true"
        focusable="false"
        data-testid="weight-chart"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={INNER_WIDTH} tickValues={gainTicks} stroke="currentColor" />
          {hasBand && (
            <Area
              data={guidance.range}
              x={(r) => x(r.week)}
              y0={(r) => y(inUnits(r.minKg))}
              y1={(r) => y(inUnits(r.maxKg))}
              className="fill-brand-200/70 dark:fill-brand-800/60"
              data-testid="weight-chart-band"
            />
          )}
          {points.length > 1 && (
            <LinePath
              data={points}
              x={(p) => x(p.week)}
              y={(p) => y(inUnits(p.gainKg))}
              className="fill-none stroke-accent"
              strokeWidth={2}
            />
          )}
          {points.map((p) => (
            <Circle
              key={p.id}
              cx={x(p.week)}
              cy={y(inUnits(p.gainKg))}
              r={4}
              className="fill-accent"
              data-testid="weight-chart-point"
            />
          ))}
          <AxisLeft
            scale={y}
            tickValues={gainTicks}
            hideTicks
            hideAxisLine
            tickComponent={Tick}
            tickLabelProps={{ textAnchor: 'end', dx: -4, dy: '0.32em' }}
          />
          <AxisBottom
            scale={x}
            top={INNER_HEIGHT}
            tickValues={WEEK_TICKS.filter((week) => week <= lastWeek)}
            stroke="currentColor"
            tickStroke="currentColor"
            tickLength={4}
            tickComponent={Tick}
            tickLabelProps={{ textAnchor: 'middle' }}
          />
          <text x={INNER_WIDTH / 2} y={INNER_HEIGHT + 34} textAnchor="middle" className="fill-ink-muted text-[11px]">
            {t('chart.axisWeek')}
          </text>
          <text
            transform={`translate(${-34}, ${INNER_HEIGHT / 2}) rotate(-90)`}
            textAnchor="middle"
            className="fill-ink-muted text-[11px]"
          >
            {t('chart.axisGain', { unit })}
          </text>
        </Group>
      </svg>
      <figcaption className="text-sm text-ink-muted">
        {hasBand ? t('chart.captionBand') : t('chart.caption')}{' '}
        <Button
          variant="quiet"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t('chart.hideTable') : t('chart.showTable')}
        </Button>
      </figcaption>
      <div id={tableId} className={showTable ? 'overflow-x-auto' : 'sr-only'}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('chart.tableCaption')}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3">
                {t('chart.date')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('chart.week')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('chart.weight')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('chart.gain')}
              </th>
              <th scope="col" className="py-2">
                {t('chart.recommended')}
              </th>
            </tr>
          </thead>
          <tbody>
            {weights.length === 0 && (
              <tr>
                <td colSpan={5} className="py-2">
                  {t('chart.none')}
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
                  <td className="py-2 pr-3">{formatWeight(t, w.weightKg, units)}</td>
                  <td className="py-2 pr-3">{w.gainKg === null ? '—' : formatWeight(t, w.gainKg, units, true)}</td>
                  <td className="py-2">
                    {range ? formatRange(t, { min: range.minKg, max: range.maxKg }, units) : '—'}
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
