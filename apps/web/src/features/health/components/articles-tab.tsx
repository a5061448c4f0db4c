import { EDUCATION_CATEGORIES, type EducationCategory } from '@bloom/contract';
import { BookOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { cn } from '@/components/ui/cn.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton, SkeletonCard } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useEducation } from '../api/get-education.ts';
import { ArticleCard } from './article-card.tsx';
import { ArticleDialog } from './article-dialog.tsx';

/** Spec §2: the first three articles are featured, the rest listed under 'more'. */
export const FEATURED_COUNT = 3;

function CategoryFilter({
  value,
  onChange,
}: {
  value: EducationCategory | undefined;
  onChange: (value: EducationCategory | undefined) => void;
}) {
  const { t } = useT('health');
  const options: [string, EducationCategory | undefined][] = [
    [t('articles.all'), undefined],
    ...EDUCATION_CATEGORIES.map((c): [string, EducationCategory] => [t(`articles.category.${c}`), c]),
  ];
  return (
    <div role="group" aria-label={t('articles.filter')} className="flex flex-wrap gap-2">
      {options.map(([label, category]) => {
        const active = value === category;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(category)}
            className={cn(
              'min-h-9 rounded-full border px-3.5 text-sm font-semibold transition-colors',
              active
                ? 'border-transparent bg-accent text-on-accent'
                : 'border-brand-200 bg-surface text-brand-800 hover:bg-brand-50 dark:border-gray-600 dark:bg-transparent dark:text-brand-200 dark:hover:bg-gray-800',
            )}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

/** The Articles tab: category filter (on the server), three featured articles, then more; each opens to read. */
export function ArticlesTab() {
  const { t } = useT('health');
  const [category, setCategory] = useState<EducationCategory | undefined>(undefined);
  const education = useEducation({ category });
  const [params, setParams] = useSearchParams();
  const moreId = useId();
  const openId = params.get('article');
  const items = education.data?.items ?? [];
  const open = items.find((i) => i.id === openId) ?? null;
  const setOpen = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('article', id);
        else next.delete('article');
        return next;
      },
      { replace: true },
    );

  const featured = items.slice(0, FEATURED_COUNT);
  const more = items.slice(FEATURED_COUNT);
  return (
    <Card className="space-y-5">
      <CardHeader icon={<BookOpen />} title={t('articles.title')} description={t('articles.description')} />
      <CategoryFilter value={category} onChange={setCategory} />
      {education.isPending ? (
        <div role="status" aria-busy="true" className="space-y-4">
          <span className="sr-only">{t('articles.loading')}</span>
          <div aria-hidden className="grid gap-4 md:grid-cols-3">
            {Array.from({ length: FEATURED_COUNT }, (_, i) => (
              <Skeleton key={i} className="aspect-[4/3] w-full rounded-card" />
            ))}
          </div>
          <SkeletonCard label={t('articles.loadingMore')} rows={3} />
        </div>
      ) : education.isError ? (
        <Alert tone="error">
          <p>{t('articles.failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void education.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState illustration="notes" title={t('articles.none')} description={t('articles.noneHint')} />
      ) : (
        <>
          <section aria-label={t('articles.featured')} className="grid gap-4 md:grid-cols-3">
            {featured.map((item) => (
              <ArticleCard key={item.id} item={item} variant="featured" onOpen={setOpen} headingLevel="h3" />
            ))}
          </section>
          {more.length > 0 && (
            <section aria-labelledby={moreId} className="space-y-3">
              <h3 id={moreId} className="font-display text-subheading font-semibold">
                {t('articles.more')}
              </h3>
              <div className="grid gap-3 md:grid-cols-2">
                {more.map((item) => (
                  <ArticleCard key={item.id} item={item} variant="more" onOpen={setOpen} />
                ))}
              </div>
            </section>
          )}
        </>
      )}
      <ArticleDialog item={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
