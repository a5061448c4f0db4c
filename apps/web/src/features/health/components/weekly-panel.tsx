import { HEALTH_WEEK_MESSAGE, MAX_WEEK, MIN_WEEK, WEEK_PICKER_DEFAULT } from '@bloom/contract';
import { CalendarDays, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { SkeletonCard } from '@/components/ui/skeleton.tsx';
import { Untranslated } from '@/components/untranslated.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useWeekInfo } from '../api/get-week-info.ts';
import { englishContent } from './english-content.ts';
import { GuidelineCard } from './guideline-card.tsx';
import { OutsideLink } from './source-link.tsx';
import { VaccineCard } from './vaccine-card.tsx';

const TRIMESTERS = { 1: 'week.trimester.first', 2: 'week.trimester.second', 3: 'week.trimester.third' } as const;
const trimesterKey = (trimester: number) => TRIMESTERS[trimester as keyof typeof TRIMESTERS];

/** A whole week from 1 to 42, or null for anything else (empty, 0, 43, 2.5, letters). */
export function pickedWeek(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const week = Number(text.trim());
  return week >= MIN_WEEK && week <= MAX_WEEK ? week : null;
}

/**
 * The Weekly sub-tab: a week picker (1-42) and that week's information. It opens on her current
 * week when she is pregnant and it is known (issue 33), else on the spec's default, 20.
 */
export function WeeklyPanel({ herWeek = null }: { herWeek?: number | null }) {
  const { t } = useT('health');
  const [text, setText] = useState(String(herWeek ?? WEEK_PICKER_DEFAULT));
  const week = pickedWeek(text);
  const info = useWeekInfo(week);
  const step = (by: number) => {
    const from = week ?? WEEK_PICKER_DEFAULT;
    setText(String(Math.min(MAX_WEEK, Math.max(MIN_WEEK, from + by))));
  };

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-2">
        <div className="w-40">
          <Field label={t('week.label')} hint={t('week.hint')} error={week === null ? HEALTH_WEEK_MESSAGE : undefined}>
            {(ids) => (
              <input
                {...ids}
                type="number"
                inputMode="numeric"
                min={MIN_WEEK}
                max={MAX_WEEK}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        {/* Level with the input: below the label's line. */}
        <div className="mt-6.5 flex gap-1">
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('week.previous')}
            disabled={week === MIN_WEEK}
            onClick={() => step(-1)}
          >
            <Minus className="size-4" aria-hidden />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('week.next')}
            disabled={week === MAX_WEEK}
            onClick={() => step(1)}
          >
            <Plus className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      {herWeek !== null && week !== herWeek && (
        <Button variant="quiet" size="sm" onClick={() => setText(String(herWeek))}>
          <CalendarDays className="size-4" aria-hidden />
          {t('week.backToYours', { week: herWeek })}
        </Button>
      )}

      {week === null ? null : info.isPending ? (
        <SkeletonCard label={t('week.loading', { week })} rows={4} className="min-h-80" />
      ) : info.isError ? (
        <Alert tone="error">
          <p>{t('week.failed', { week })}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void info.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <section aria-labelledby="week-info-heading" className="space-y-5">
          <p role="status" className="sr-only">
            {t('week.showing', { week: info.data.week, trimester: t(trimesterKey(info.data.trimester)) })}
          </p>
          <div className="flex items-center gap-3 rounded-card bg-surface-soft p-4">
            <CalendarDays aria-hidden className="size-8 shrink-0 text-brand-700 dark:text-brand-300" />
            <div className="min-w-0 flex-1">
              <h3 id="week-info-heading" className="font-display text-heading font-semibold">
                {t('week.title', { week: info.data.week })}
              </h3>
              <p className="text-sm text-ink-muted">{t(trimesterKey(info.data.trimester))}</p>
            </div>
            {info.data.week === herWeek && (
              <Badge tone="brand" icon={null}>
                {t('week.yours')}
              </Badge>
            )}
          </div>

          <section aria-labelledby="week-recommendations" className="space-y-2">
            <h4 id="week-recommendations" className="font-semibold">
              {t('week.recommendations')}
            </h4>
            <Untranslated>
              <ul className="list-disc space-y-1.5 pl-5 text-sm marker:text-brand-500">
                {info.data.keyRecommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </Untranslated>
            <p className="text-xs text-ink-muted">
              {t('source.sources')}{' '}
              {info.data.sources.map((s, i) => (
                <span key={s.url}>
                  {i > 0 && ' · '}
                  <OutsideLink href={s.url} {...englishContent()}>
                    {s.title}
                  </OutsideLink>
                </span>
              ))}
            </p>
          </section>

          <section aria-labelledby="week-vaccines" className="space-y-2">
            <h4 id="week-vaccines" className="font-semibold">
              {t('week.vaccines')}
            </h4>
            <div className="grid gap-3 lg:grid-cols-2">
              {info.data.vaccines.map((v) => (
                <VaccineCard key={v.id} vaccine={v} headingLevel="h4" />
              ))}
            </div>
          </section>

          {info.data.guidelines.length > 0 && (
            <section aria-labelledby="week-guidelines" className="space-y-2">
              <h4 id="week-guidelines" className="font-semibold">
                {t('week.guidelines')}
              </h4>
              <div className="grid gap-3 lg:grid-cols-2">
                {/* The week's answer is in English only (the server translates the guidelines list). */}
                {info.data.guidelines.map((g) => (
                  <GuidelineCard key={g.id} guideline={g} headingLevel="h4" serverTranslates={false} />
                ))}
              </div>
            </section>
          )}
        </section>
      )}
    </div>
  );
}
