import type { ReactNode } from 'react';
import { useId } from 'react';
import { Untranslated } from '@/components/untranslated.tsx';
import { SafetyDetails } from './safety-details.tsx';
import { StatusBadge } from './status-badge.tsx';

interface SafetyCardProps {
  title: string;
  status: Parameters<typeof StatusBadge>[0]['status'];
  description: string;
  reason: string;
  guidelines: string[];
  /** Extra lines under the details, such as the cited source. */
  footer?: ReactNode;
  /** The description and details are the server's English, with no Spanish yet (shown marked as English). */
  untranslated?: boolean;
}

/** A status card: heading, status badge, description, 'Why' and 'Guidelines'. */
export function SafetyCard({ title, status, description, reason, guidelines, footer, untranslated }: SafetyCardProps) {
  const headingId = useId();
  const details = (
    <>
      <p className="text-sm">{description}</p>
      <SafetyDetails reason={reason} guidelines={guidelines} />
    </>
  );
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/40 p-4 dark:border-gray-800 dark:bg-gray-800/40"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        <StatusBadge status={status} />
      </div>
      {untranslated ? (
        <Untranslated>
          <div className="space-y-3">{details}</div>
        </Untranslated>
      ) : (
        details
      )}
      {footer}
    </article>
  );
}
