import {
  BMI_BAND_LABELS,
  formatWeight,
  WEIGHT_NEEDS_WEEK_MESSAGE,
  type KgRangeWire,
  type UnitSystem,
  type WeightGuidance,
  type WeightGuidanceText,
  type WeightPosition,
} from '@bloom/contract';
import { useId } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { SourceLine } from '@/components/source-line.tsx';
import { formatDay } from './weight-chart.tsx';

const between = (range: KgRangeWire, units: UnitSystem) =>
  `${formatWeight(range.min, units)} to ${formatWeight(range.max, units)}`;
const perWeek = (range: KgRangeWire, units: UnitSystem) =>
  units === 'imperial'
    ? `${formatWeight(range.min, units).replace(' lb', '')} to ${formatWeight(range.max, units)} a week`
    : `${range.min.toFixed(2)} to ${range.max.toFixed(2)} kg a week`;

const POSITION_WORDS: Record<WeightPosition, string> = {
  below: 'below',
  within: 'within',
  above: 'above',
};

function Sourced({ text }: { text: WeightGuidanceText }) {
  return (
    <div className="space-y-1">
      <p>{text.text}</p>
      <SourceLine source={text.source} className="text-ink-muted" />
    </div>
  );
}

/**
 * Her guidance (issue 34): BMI before pregnancy and its band, the IOM 2009 total and weekly
 * ranges (or the twin ranges), the range for her week and where her newest weight lies, each
 * health sentence with its source and review date.
 */
export function WeightGuidanceCard({ guidance }: { guidance: WeightGuidance }) {
  const headingId = useId();
  const units = guidance.profile.units;
  const { latest } = guidance;
  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold">
          Your recommended range
        </h2>
        {guidance.bmi !== null && guidance.band !== null && (
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-ink-muted">BMI before pregnancy</dt>
              <dd className="text-lg font-semibold">
                {guidance.bmi.toFixed(1)} · {BMI_BAND_LABELS[guidance.band]}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">Total gain{guidance.twins ? ' for twins (provisional)' : ''}</dt>
              <dd className="text-lg font-semibold">
                {guidance.totalKg ? between(guidance.totalKg, units) : 'No recommended range'}
              </dd>
            </div>
            {guidance.weeklyKg && (
              <div>
                <dt className="text-sm text-ink-muted">2nd and 3rd trimesters</dt>
                <dd className="font-semibold">{perWeek(guidance.weeklyKg, units)}</dd>
              </div>
            )}
            {guidance.rangeNowKg && guidance.week !== null && (
              <div>
                <dt className="text-sm text-ink-muted">By week {guidance.week}</dt>
                <dd className="font-semibold">{between(guidance.rangeNowKg, units)}</dd>
              </div>
            )}
          </dl>
        )}
        {latest?.position && latest.gainKg !== null && latest.rangeKg && (
          <p className="rounded-control bg-brand-50 p-3 text-ink dark:bg-gray-800">
            Your latest gain, {formatWeight(latest.gainKg, units, true)} on {formatDay(latest.date)}, is{' '}
            <strong>{POSITION_WORDS[latest.position]}</strong> the range for week {latest.week} (
            {between(latest.rangeKg, units)}).
          </p>
        )}
        {guidance.week === null && !guidance.twins && (
          <p className="text-sm text-ink-muted">{WEIGHT_NEEDS_WEEK_MESSAGE}</p>
        )}
        <div className="space-y-3 text-sm">
          {guidance.texts.twins && <Sourced text={guidance.texts.twins} />}
          <Sourced text={guidance.texts.about} />
          <Sourced text={guidance.texts.bmi} />
          {!guidance.twins && <Sourced text={guidance.texts.weekly} />}
          <Sourced text={guidance.texts.talk} />
        </div>
      </Card>
    </section>
  );
}
