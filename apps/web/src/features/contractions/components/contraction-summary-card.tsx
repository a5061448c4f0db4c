import {
  FIVE_ONE_ONE_FOR_MINUTES,
  FIVE_ONE_ONE_INTERVAL_MINUTES,
  urgentCallActions,
  type ContractionSummary,
} from '@bloom/contract';
import { useId } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { UrgentCard } from '@/components/urgent-card.tsx';
import { currentLanguage, formatNumber, useT } from '@/lib/i18n/index.ts';
import { formatSeconds } from '../lib/contraction-in-progress.ts';
import { GuidanceText } from '@/components/guidance-text.tsx';

/**
 * The "call now" card when the summary advises it: why (the 5-1-1 pattern, or regular contractions
 * before 37 weeks), what calls for a call whatever the timer says, and the chat's call buttons.
 */
export function ContractionUrgentCard({
  summary,
  providerPhone,
}: {
  summary: ContractionSummary;
  providerPhone: string | null;
}) {
  const { t } = useT('contractions');
  const { guidance } = summary;
  const why = [...(summary.preterm ? [guidance.preterm] : []), ...(summary.fiveOneOne ? [guidance.fiveOneOne] : [])];
  return (
    <UrgentCard heading={t('urgent.heading')} actions={urgentCallActions(providerPhone)}>
      {/* Regular contractions before 37 weeks: CDC's own Spanish first, as the chat's urgent card says it. */}
      {summary.preterm && currentLanguage() !== 'en' && <p>{t('urgent.preterm')}</p>}
      {[...why, guidance.callAnyway].map((item) => (
        <GuidanceText
          key={item.text}
          className="space-y-0.5"
          text={item.text}
          source={item.source}
          sourceClassName="text-red-900 dark:text-red-100"
        />
      ))}
    </UrgentCard>
  );
}

/** The last hour at a glance: how many, how long on average, how far apart, and the 5-1-1 rule. */
export function ContractionSummaryCard({ summary }: { summary: ContractionSummary }) {
  const headingId = useId();
  const { t } = useT('contractions');
  const seconds = (value: number | null) => (value === null ? '–' : formatSeconds(t, value));
  const cells = [
    [t('summary.count'), formatNumber(summary.count)],
    [t('summary.averageLength'), seconds(summary.averageDurationSeconds)],
    [t('summary.averageInterval'), seconds(summary.averageIntervalSeconds)],
  ] as const;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="mb-3 text-lg font-semibold">
          {t('summary.title')}
        </h2>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {cells.map(([label, value]) => (
            <div key={label} className="rounded-control bg-accent-soft p-2 text-on-accent-soft">
              <dt className="text-xs font-medium">{label}</dt>
              <dd className="font-display text-subheading font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-ink">
          {t('summary.rule', { interval: FIVE_ONE_ONE_INTERVAL_MINUTES, count: FIVE_ONE_ONE_FOR_MINUTES / 60 })}{' '}
          <strong>{summary.fiveOneOne ? t('summary.yes') : t('summary.notYet')}</strong>
        </p>
        <GuidanceText
          className="mt-3"
          text={summary.guidance.callAnyway.text}
          source={summary.guidance.callAnyway.source}
          textClassName="text-sm text-ink-muted"
          sourceClassName="mt-1 text-ink-muted"
        />
      </Card>
    </section>
  );
}
