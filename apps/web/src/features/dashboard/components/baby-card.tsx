import { BABY_MEASUREMENTS_SOURCE, babyMeasurements } from '@bloom/pregnancy';
import { Ruler, Weight } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { formatIsoDate, useT } from '@/lib/i18n/index.ts';
import { babyMeasureTexts } from '../baby-size-text.ts';
import type { BabyGender } from './illustrations/palette.ts';
import { BabySizeChip } from './baby-size-chip.tsx';
import { DevelopmentImage } from './development-image.tsx';

/** Typical length and weight for the week, worded as averages, with where they come from. */
function Measurements({ week }: { week: number }) {
  const { t } = useT('dashboard');
  const texts = babyMeasureTexts(week);
  if (!texts) return <p className="text-sm text-ink-muted">{t('baby.tooSmall')}</p>;
  return (
    <ul className="grid gap-1.5 text-sm">
      <li className="flex items-start gap-2">
        <Ruler aria-hidden className="mt-0.5 size-4 shrink-0 text-lavender-700 dark:text-lavender-200" />
        <span>
          <span className="text-ink-muted">{texts.lengthLabel}</span>
          <span className="font-semibold text-ink">{texts.length}</span>
          <span className="text-ink-muted">{texts.measure}</span>
        </span>
      </li>
      <li className="flex items-start gap-2">
        <Weight aria-hidden className="mt-0.5 size-4 shrink-0 text-lavender-700 dark:text-lavender-200" />
        <span>
          <span className="text-ink-muted">{texts.weightLabel}</span>
          <span className="font-semibold text-ink">{texts.weight}</span>
        </span>
      </li>
    </ul>
  );
}

/**
 * 'Your baby this week': the baby-size chip, then this month's illustration (spec §2 order),
 * with the typical length and weight for the week. On a phone the drawing sits beside the words
 * so the whole card fits the first screen with the greeting and the timeline. Beside a taller
 * 'Today' the card grows at its foot, not in the middle: what index.html's home copy showed of it
 * stays in place when the app draws the rest (app/prerender).
 */
export function BabyCard({ week, babyGender }: { week: number; babyGender: BabyGender | null }) {
  const headingId = useId();
  const { t } = useT('dashboard');
  const source = BABY_MEASUREMENTS_SOURCE;
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col">
      <h2 id={headingId} className="font-display text-subheading font-semibold sm:text-heading">
        {t('baby.title')}
      </h2>
      <div className="mt-3 flex flex-row-reverse items-start gap-4 sm:items-center sm:gap-6">
        <div className="min-w-0 flex-1 space-y-3">
          <BabySizeChip week={week} />
          <Measurements week={week} />
        </div>
        <DevelopmentImage week={week} babyGender={babyGender} className="size-28 sm:size-40" />
      </div>
      {babyMeasurements(week) && (
        <p className="mt-3 text-xs text-ink-muted">
          {t('baby.sourceBefore')}
          <a href={source.url} target="_blank" rel="noreferrer" className="underline underline-offset-2 hover:text-ink">
            {t('baby.sourceLink', { organisation: source.organisation })}
            <span className="sr-only">{t('baby.newTab')}</span>
          </a>
          {t('baby.checked', { date: formatIsoDate(source.reviewed, { month: 'long', year: 'numeric' }) })}
        </p>
      )}
    </Card>
  );
}
