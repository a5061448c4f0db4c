import type { EducationItem } from '@bloom/contract';
import { Clock } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/components/ui/cn.ts';
import { useT } from '@/lib/i18n/index.ts';
import { ArticleArt } from '../illustrations/article-art.tsx';
import { englishContent } from './english-content.ts';

/** The weeks an article is for: 'Any week', 'Week 12', 'Weeks 12–16'. */
export function WeekRange({ item }: { item: Pick<EducationItem, 'week' | 'weekTo'> }) {
  const { t } = useT('health');
  if (item.week === null) return t('articles.anyWeek');
  if (item.weekTo === null || item.weekTo === item.week) return t('articles.week', { week: item.week });
  return t('articles.weeks', { from: item.week, to: item.weekTo });
}

/** The article's category (the contract's English word) in the language on screen. */
export function CategoryLabel({ category }: { category: EducationItem['category'] }) {
  const { t } = useT('health');
  return t(`articles.category.${category}`);
}

/**
 * One article as a button that opens it: featured (illustration on top, description) or a
 * compact row. The title is the button's name; the rest describes it. Title and description
 * are the article's (English only); spec §2's read times: featured '5 min read', others '3 min read'.
 */
export function ArticleCard({
  item,
  variant,
  onOpen,
  headingLevel = 'h4',
}: {
  item: EducationItem;
  variant: 'featured' | 'more';
  onOpen: (id: string) => void;
  headingLevel?: 'h3' | 'h4';
}) {
  const { t } = useT('health');
  const english = englishContent();
  const titleId = useId();
  const Heading = headingLevel;
  const featured = variant === 'featured';
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow focus-within:ring-3 focus-within:ring-brand-200 hover:shadow-raised dark:focus-within:ring-brand-900',
        featured ? 'flex-col' : 'items-center gap-3 p-3',
      )}
    >
      <ArticleArt name={item.illustration} className={featured ? 'w-full' : 'w-24 shrink-0 sm:w-28'} />
      <div className={cn('min-w-0 flex-1 space-y-1.5', featured && 'p-4')}>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="brand" icon={null}>
            <CategoryLabel category={item.category} />
          </Badge>
          <span className="text-xs text-ink-muted">
            <WeekRange item={item} />
          </span>
        </div>
        <Heading id={titleId} className={cn('font-semibold text-ink', featured && 'font-display text-subheading')}>
          {/* The whole card is the click target; the button keeps the accessible name to the title. */}
          <button
            type="button"
            onClick={() => onOpen(item.id)}
            {...english}
            className="text-left after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {item.title}
          </button>
        </Heading>
        {featured && (
          <p {...english} className="text-sm text-ink-muted">
            {item.description}
          </p>
        )}
        <p className="flex items-center gap-1 text-xs text-ink-muted">
          <Clock className="size-3.5" aria-hidden />
          {t(featured ? 'articles.readTime.featured' : 'articles.readTime.more')}
        </p>
      </div>
    </article>
  );
}
