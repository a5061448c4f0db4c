import { MAX_RATING, severityColor, severityLabel, type SeverityColor } from '@bloom/pregnancy';
import { Star } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';

// Safety colours carry the severity's meaning (spec §9); each pair keeps AA contrast.
const badgeTones: Record<SeverityColor, string> = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
};

/** 1-5 stars, read out as 'Severity 3 of 5'. */
export function SeverityStars({ severity }: { severity: number }) {
  return (
    <span role="img" aria-label={`Severity ${severity} of ${MAX_RATING}`} className="inline-flex gap-0.5">
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn(
            'size-4',
            i < severity ? 'fill-current text-brand-700 dark:text-brand-200' : 'text-gray-500 dark:text-gray-400',
          )}
        />
      ))}
    </span>
  );
}

/** The severity's label in a badge coloured green, yellow or red by `severityColor`. */
export function SeverityBadge({ severity }: { severity: number }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        badgeTones[severityColor(severity)],
      )}
    >
      {severityLabel(severity)}
    </span>
  );
}
