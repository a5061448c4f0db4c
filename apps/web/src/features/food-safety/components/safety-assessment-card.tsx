import type { ProductSafety } from '@bloom/contract';
import { useId } from 'react';
import { SafetyDetails } from './safety-details.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The 'Pregnancy Safety Assessment' of a scanned product. */
export function SafetyAssessmentCard({ safety }: { safety: ProductSafety }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/40 p-4 dark:border-gray-800 dark:bg-gray-800/40"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          Pregnancy Safety Assessment
        </h3>
        <StatusBadge status={safety.status} />
      </div>
      <p className="text-sm">{safety.description}</p>
      <SafetyDetails reason={safety.reason} guidelines={safety.guidelines} />
    </article>
  );
}
