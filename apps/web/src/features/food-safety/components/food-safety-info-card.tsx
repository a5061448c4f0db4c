import type { FoodSafetyInfo } from '@bloom/contract';
import { useId } from 'react';
import { ExternalLink } from './external-link.tsx';
import { SafetyDetails } from './safety-details.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The safety card: food name, status, description, 'Why', 'Guidelines' and the cited source. */
export function FoodSafetyInfoCard({ info }: { info: FoodSafetyInfo }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/40 p-4 dark:border-gray-800 dark:bg-gray-800/40"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {info.foodName}
        </h3>
        <StatusBadge status={info.status} />
      </div>
      <p className="text-sm">{info.description}</p>
      <SafetyDetails reason={info.reason} guidelines={info.guidelines} />
      <p className="text-xs text-gray-600 dark:text-gray-400">
        Source: <ExternalLink href={info.sourceUrl}>{info.sourceOrganization}</ExternalLink> · reviewed {info.reviewed}
      </p>
    </article>
  );
}
