import { WEIGHT_NEEDS_WEEK_MESSAGE, type WeightGuidance, type WeightGuidanceText } from '@bloom/contract';
import { useId } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { formatNumber, useT } from '@/lib/i18n/index.ts';
import { formatDay, formatPerWeek, formatRange, formatWeight } from '../lib/format.ts';
import { GuidanceText } from '@/components/guidance-text.tsx';

/** A health sentence from the server with its source (English, marked so in Spanish). */
function Sourced({ text }: { text: WeightGuidanceText }) {
  return <GuidanceText className="space-y-1" text={text.text} source={text.source} sourceClassName="text-ink-muted" />;
}

/**
 * Her guidance (issue 34): BMI before pregnancy and its band, the IOM 2009 total and weekly
 * ranges (or the twin ranges), the range for her week and where her newest weight lies, each
 * health sentence with its source and review date.
 */
export function WeightGuidanceCard({ guidance }: { guidance: WeightGuidance }) {
  const headingId = useId();
  const { t } = useT('weight');
  const message = useContractMessage();
  const units = guidance.profile.units;
  const { latest } = guidance;
  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('guidance.title')}
        </h2>
        {guidance.bmi !== null && guidance.band !== null && (
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-ink-muted">{t('guidance.bmi')}</dt>
              <dd className="text-lg font-semibold">
                {formatNumber(guidance.bmi, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ·{' '}
                {t(`bands.${guidance.band}`)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">
                {guidance.twins ? t('guidance.totalTwins') : t('guidance.total')}
              </dt>
              <dd className="text-lg font-semibold">
                {guidance.totalKg ? formatRange(t, guidance.totalKg, units) : t('guidance.noRange')}
              </dd>
            </div>
            {guidance.weeklyKg && (
              <div>
                <dt className="text-sm text-ink-muted">{t('guidance.weekly')}</dt>
                <dd className="font-semibold">{formatPerWeek(t, guidance.weeklyKg, units)}</dd>
              </div>
            )}
            {guidance.rangeNowKg && guidance.week !== null && (
              <div>
                <dt className="text-sm text-ink-muted">{t('guidance.byWeek', { week: guidance.week })}</dt>
                <dd className="font-semibold">{formatRange(t, guidance.rangeNowKg, units)}</dd>
              </div>
            )}
          </dl>
        )}
        {latest?.position && latest.gainKg !== null && latest.rangeKg && (
          <p className="rounded-control bg-brand-50 p-3 text-ink dark:bg-gray-800">
            {t('guidance.latestBefore', {
              gain: formatWeight(t, latest.gainKg, units, true),
              date: formatDay(latest.date),
            })}
            <strong>{t(`guidance.position.${latest.position}`)}</strong>
            {t('guidance.latestAfter', { week: latest.week, range: formatRange(t, latest.rangeKg, units) })}
          </p>
        )}
        {guidance.week === null && !guidance.twins && (
          <p className="text-sm text-ink-muted">{message(WEIGHT_NEEDS_WEEK_MESSAGE)}</p>
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
