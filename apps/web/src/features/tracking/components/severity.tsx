import {
  MAX_RATING,
  SEVERITY_LEVELS,
  severityColor,
  severityLabel,
  type RatingLevel,
  type SeverityColor,
  type SeverityLabel,
} from '@bloom/pregnancy';
import { Star } from 'lucide-react';
import { cn } from '@/components/ui/cn.ts';
import { useT } from '@/lib/i18n/index.ts';

// Safety colours carry the severity's meaning (spec §9); each pair keeps AA contrast, light and dark.
const badgeTones: Record<SeverityColor, string> = {
  green: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-100',
  yellow: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-100',
};

// One look for a star, shown (the symptom lists) and chosen (the 'Log New Symptom' dialog).
const filledStar = 'fill-current text-brand-700 dark:text-brand-200';
const emptyStar = 'text-gray-500 dark:text-gray-400';

/** 1-5 stars, read out as 'Severity 3 of 5'. */
export function SeverityStars({ severity }: { severity: number }) {
  const { t } = useT('tracking');
  return (
    <span
      role="img"
      aria-label={t('severity.stars', { value: severity, max: MAX_RATING })}
      className="inline-flex gap-0.5"
    >
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Star key={i} aria-hidden className={cn('size-4', i < severity ? filledStar : emptyStar)} />
      ))}
    </span>
  );
}

/** The severity's label in a badge coloured green, yellow or red by `severityColor`. */
export function SeverityBadge({ severity }: { severity: number }) {
  const { t } = useT('tracking');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        badgeTones[severityColor(severity)],
      )}
    >
      {t(`severity.${severityLabel(severity)}`)}
    </span>
  );
}

export interface SeverityPickerProps {
  name: string;
  value: number;
  onChange: (value: RatingLevel<SeverityLabel>['value']) => void;
  onBlur?: () => void;
  /** The id of an error message about the choice. */
  errorId?: string | undefined;
}

/**
 * Severity chosen with the same stars that show it: a group of five radio buttons named
 * '1 Very Mild' … '5 Very Severe' (spec §5). The real radio covers each star, so a tap, a
 * click and the arrow keys (which move and choose, as in any radio group) all work natively.
 * Stars up to the chosen one fill in; the chosen level's label is written beside them.
 */
export function SeverityPicker({ name, value, onChange, onBlur, errorId }: SeverityPickerProps) {
  const { t } = useT('tracking');
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-sm font-semibold text-gray-800 dark:text-gray-100">{t('severity.legend')}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-3">
        <div className="-ml-1.5 flex">
          {SEVERITY_LEVELS.map((level) => (
            <label key={level.value} className="relative flex size-11 items-center justify-center rounded-full">
              <input
                type="radio"
                name={name}
                value={level.value}
                checked={value === level.value}
                onChange={() => onChange(level.value)}
                onBlur={onBlur}
                aria-label={`${level.value} ${t(`severity.${level.label}`)}`}
                className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <Star
                aria-hidden
                className={cn(
                  'pointer-events-none size-7 rounded-full transition-transform duration-150 peer-hover:scale-110 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
                  level.value <= value ? filledStar : emptyStar,
                )}
              />
            </label>
          ))}
        </div>
        <span aria-hidden className="text-sm font-semibold text-ink">
          {value} · {t(`severity.${severityLabel(value)}`)}
        </span>
      </div>
    </fieldset>
  );
}
