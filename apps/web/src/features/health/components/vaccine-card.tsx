import type { Vaccine } from '@bloom/contract';
import { CircleCheck, CircleSlash } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Untranslated } from '@/components/untranslated.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { englishContent } from './english-content.ts';
import { SourceLine } from './source-link.tsx';

/**
 * One vaccine: whether it is given in pregnancy, the recommendation, its timing and notes. The
 * vaccine's own texts come in English only (the server has no Spanish for them yet).
 */
export function VaccineCard({ vaccine, headingLevel = 'h3' }: { vaccine: Vaccine; headingLevel?: 'h3' | 'h4' }) {
  const id = useId();
  const Heading = headingLevel;
  const { t } = useT('health');
  const english = englishContent();
  return (
    <article aria-labelledby={id} className="space-y-2 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={id} {...english} className="min-w-0 flex-1 font-semibold text-ink">
          {vaccine.vaccine}
        </Heading>
        {vaccine.pregnancySafe ? (
          <Badge tone="safe" icon={CircleCheck}>
            {t('vaccines.safe')}
          </Badge>
        ) : (
          <Badge tone="avoid" icon={CircleSlash}>
            {t('vaccines.notSafe')}
          </Badge>
        )}
      </div>
      <Untranslated>
        <p className="text-sm font-medium text-ink">{vaccine.recommendation}</p>
      </Untranslated>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-semibold text-gray-700 dark:text-gray-200">{t('vaccines.timing')}</dt>
        <dd {...english} className="text-ink">
          {vaccine.timing}
        </dd>
        <dt className="font-semibold text-gray-700 dark:text-gray-200">{t('vaccines.notes')}</dt>
        <dd {...english} className="text-ink">
          {vaccine.notes}
        </dd>
      </dl>
      <SourceLine organization={vaccine.source} url={vaccine.sourceUrl} reviewed={vaccine.lastUpdated} />
    </article>
  );
}
