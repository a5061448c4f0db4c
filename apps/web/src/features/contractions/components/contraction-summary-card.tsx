import {
  CONTRACTION_URGENT_HEADING,
  FIVE_ONE_ONE_FOR_MINUTES,
  FIVE_ONE_ONE_INTERVAL_MINUTES,
  urgentCallActions,
  type ContractionSummary,
} from '@bloom/contract';
import { useId } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { UrgentCard } from '@/components/urgent-card.tsx';
import { formatSeconds } from '../lib/contraction-in-progress.ts';
import { SourceLine } from '@/components/source-line.tsx';

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
  const { guidance } = summary;
  const why = [...(summary.preterm ? [guidance.preterm] : []), ...(summary.fiveOneOne ? [guidance.fiveOneOne] : [])];
  return (
    <UrgentCard heading={CONTRACTION_URGENT_HEADING} actions={urgentCallActions(providerPhone)}>
      {[...why, guidance.callAnyway].map((item) => (
        <div key={item.text} className="space-y-0.5">
          <p>{item.text}</p>
          <SourceLine source={item.source} className="text-red-900 dark:text-red-100" />
        </div>
      ))}
    </UrgentCard>
  );
}

/** The last hour at a glance: how many, how long on average, how far apart, and the 5-1-1 rule. */
export function ContractionSummaryCard({ summary }: { summary: ContractionSummary }) {
  const headingId = useId();
  const cells = [
    ['Contractions', String(summary.count)],
    ['Average length', summary.averageDurationSeconds === null ? '–' : formatSeconds(summary.averageDurationSeconds)],
    ['Average interval', summary.averageIntervalSeconds === null ? '–' : formatSeconds(summary.averageIntervalSeconds)],
  ] as const;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="mb-3 text-lg font-semibold">
          The last hour
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
          5-1-1 (every {FIVE_ONE_ONE_INTERVAL_MINUTES} minutes or less, about 1 minute long, for{' '}
          {FIVE_ONE_ONE_FOR_MINUTES / 60} hour): <strong>{summary.fiveOneOne ? 'yes' : 'not yet'}</strong>
        </p>
        <p className="mt-3 text-sm text-ink-muted">{summary.guidance.callAnyway.text}</p>
        <SourceLine source={summary.guidance.callAnyway.source} className="mt-1 text-ink-muted" />
      </Card>
    </section>
  );
}
