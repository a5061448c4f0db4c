import type { Vaccine } from '@bloom/contract';
import { CircleCheck, CircleSlash } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { SourceLine } from './source-link.tsx';

/** One vaccine: whether it is given in pregnancy, the recommendation, its timing and notes. */
export function VaccineCard({ vaccine, headingLevel = 'h3' }: { vaccine: Vaccine; headingLevel?: 'h3' | 'h4' }) {
  const id = useId();
  const Heading = headingLevel;
  return (
    <article aria-labelledby={id} className="space-y-2 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={id} className="min-w-0 flex-1 font-semibold text-ink">
          {vaccine.vaccine}
        </Heading>
        {vaccine.pregnancySafe ? (
          <Badge tone="safe" icon={CircleCheck}>
            Given in pregnancy
          </Badge>
        ) : (
          <Badge tone="avoid" icon={CircleSlash}>
            Not during pregnancy
          </Badge>
        )}
      </div>
      <p className="text-sm font-medium text-ink">{vaccine.recommendation}</p>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-semibold text-gray-700 dark:text-gray-200">Timing</dt>
        <dd className="text-ink">{vaccine.timing}</dd>
        <dt className="font-semibold text-gray-700 dark:text-gray-200">Notes</dt>
        <dd className="text-ink">{vaccine.notes}</dd>
      </dl>
      <SourceLine organization={vaccine.source} url={vaccine.sourceUrl} reviewed={vaccine.lastUpdated} />
    </article>
  );
}
