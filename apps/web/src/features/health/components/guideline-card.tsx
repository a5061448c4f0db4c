import type { Guideline } from '@bloom/contract';
import { ChevronDown, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Untranslated } from '@/components/untranslated.tsx';
import { currentLanguage, useT } from '@/lib/i18n/index.ts';
import { SourceLine } from './source-link.tsx';

/*
 * Calm unless the risk is real (issue 33): only a high risk takes a warning colour (amber, with
 * its icon and word); medium and low are plain labels, so a page of guidelines is not a wall of
 * alarms. Red stays the food and medication verdict 'Avoid' (docs/design.md, safety colours).
 */
const RISK: Record<Guideline['riskLevel'], { tone: BadgeTone; icon: LucideIcon | null }> = {
  high: { tone: 'caution', icon: TriangleAlert },
  medium: { tone: 'neutral', icon: null },
  low: { tone: 'neutral', icon: null },
};

/** Whether a guideline is still in English while another language is on screen. */
function isEnglishOnly(guideline: Guideline, serverTranslates: boolean): boolean {
  return currentLanguage() !== 'en' && (!serverTranslates || guideline.translationNotice !== undefined);
}

/**
 * One guideline as a summary that opens (issue 33; the WAI-ARIA disclosure pattern): the title
 * is a button inside the heading, with the category, the risk and the description on a line or
 * two under it; opened, the whole description, the recommendations, the source and the review
 * date. Closed, nothing is lost to a screen reader but the recommendations and the source.
 * In Spanish the server sends a guideline in Spanish when it has one, else in English with a
 * `translationNotice`; `serverTranslates={false}` says the answer is English only (the week's).
 */
export function GuidelineCard({
  guideline,
  headingLevel = 'h3',
  defaultOpen = false,
  serverTranslates = true,
}: {
  guideline: Guideline;
  headingLevel?: 'h3' | 'h4';
  defaultOpen?: boolean;
  serverTranslates?: boolean;
}) {
  const { t } = useT('health');
  const id = useId();
  const panelId = `${id}-details`;
  const [open, setOpen] = useState(defaultOpen);
  const Heading = headingLevel;
  const risk = RISK[guideline.riskLevel];
  const english = isEnglishOnly(guideline, serverTranslates);
  const content = english ? ({ lang: 'en' } as const) : {};
  return (
    <article aria-labelledby={id} className="rounded-card border border-line bg-surface shadow-card">
      <Heading className="font-display text-subheading font-semibold text-ink">
        <button
          id={id}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-11 w-full items-start justify-between gap-3 rounded-card px-4 pt-4 pb-2 text-left hover:text-accent-ink"
        >
          <span {...content}>{guideline.title}</span>
          <ChevronDown
            aria-hidden
            className={cn('mt-1 size-5 shrink-0 text-ink-muted transition-transform', open && 'rotate-180')}
          />
        </button>
      </Heading>
      <div className="space-y-3 px-4 pb-4">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="brand" icon={null}>
            {t(`guidelines.category.${guideline.category}`)}
          </Badge>
          <Badge tone={risk.tone} icon={risk.icon}>
            {t(`guidelines.risk.${guideline.riskLevel}`)}
          </Badge>
        </div>
        {english ? (
          <Untranslated>
            <p className={cn('text-sm text-ink', !open && 'line-clamp-2 sm:line-clamp-1')}>{guideline.description}</p>
          </Untranslated>
        ) : (
          <p className={cn('text-sm text-ink', !open && 'line-clamp-2 sm:line-clamp-1')}>{guideline.description}</p>
        )}
        <div id={panelId} hidden={!open} className="space-y-3">
          <ul
            {...content}
            className="list-disc space-y-1 pl-5 text-sm text-gray-700 marker:text-brand-500 dark:text-gray-200"
          >
            {guideline.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <SourceLine organization={guideline.source} url={guideline.sourceUrl} reviewed={guideline.lastUpdated} />
        </div>
      </div>
    </article>
  );
}
