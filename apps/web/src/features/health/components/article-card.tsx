import type { EducationItem } from '@bloom/contract';
import { Clock } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/components/ui/cn.ts';
import { ArticleArt } from '../illustrations/article-art.tsx';

/** Spec §2: featured articles read '5 min read', the others '3 min read'. */
export const READ_TIME = { featured: '5 min read', more: '3 min read' } as const;

export function weekRange(item: Pick<EducationItem, 'week' | 'weekTo'>): string {
  if (item.week === null) return 'Any week';
  if (item.weekTo === null || item.weekTo === item.week) return `Week ${item.week}`;
  return `Weeks ${item.week}–${item.weekTo}`;
}

/**
 * One article as a button that opens it: featured (illustration on top, description) or a
 * compact row. The title is the button's name; the rest describes it.
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
            {item.category}
          </Badge>
          <span className="text-xs text-ink-muted">{weekRange(item)}</span>
        </div>
        <Heading id={titleId} className={cn('font-semibold text-ink', featured && 'font-display text-subheading')}>
          {/* The whole card is the click target; the button keeps the accessible name to the title. */}
          <button
            type="button"
            onClick={() => onOpen(item.id)}
            className="text-left after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {item.title}
          </button>
        </Heading>
        {featured && <p className="text-sm text-ink-muted">{item.description}</p>}
        <p className="flex items-center gap-1 text-xs text-ink-muted">
          <Clock className="size-3.5" aria-hidden />
          {featured ? READ_TIME.featured : READ_TIME.more}
        </p>
      </div>
    </article>
  );
}
