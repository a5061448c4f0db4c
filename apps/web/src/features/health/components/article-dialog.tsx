import type { EducationItem } from '@bloom/contract';
import { Badge } from '@/components/ui/badge.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Untranslated } from '@/components/untranslated.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { ArticleArt } from '../illustrations/article-art.tsx';
import { CategoryLabel, WeekRange } from './article-card.tsx';
import { englishContent } from './english-content.ts';
import { SourceLine } from './source-link.tsx';

/**
 * An article opened for reading: illustration, sections, key points and its source. The article
 * itself is English only: in Spanish its text says so (`<Untranslated>`) and is marked English.
 */
export function ArticleDialog({ item, onClose }: { item: EducationItem | null; onClose: () => void }) {
  const { t } = useT('health');
  const english = englishContent();
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item?.title ?? t('articles.article')}
      {...(item ? { description: item.description } : {})}
    >
      {item && (
        <div className="space-y-4">
          <ArticleArt name={item.illustration} className="mx-auto w-full max-w-sm" />
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone="brand" icon={null}>
              <CategoryLabel category={item.category} />
            </Badge>
            <span className="text-xs text-ink-muted">
              <WeekRange item={item} />
            </span>
          </div>
          <Untranslated>
            <div className="space-y-4">
              {item.sections.map((s) => (
                <section key={s.heading} className="space-y-1">
                  <h3 className="font-semibold text-ink">{s.heading}</h3>
                  <p className="text-sm leading-relaxed text-ink">{s.body}</p>
                </section>
              ))}
            </div>
          </Untranslated>
          <section className="space-y-1 rounded-control bg-surface-soft p-3">
            <h3 className="font-semibold text-ink">{t('articles.keyPoints')}</h3>
            <ul {...english} className="list-disc space-y-1 pl-5 text-sm marker:text-brand-500">
              {item.keyPoints.map((k) => (
                <li key={k}>{k}</li>
              ))}
            </ul>
          </section>
          <SourceLine organization={item.source.organization} url={item.source.url} reviewed={item.source.reviewed} />
          <p className="text-xs text-ink-muted">{t('articles.educationOnly')}</p>
        </div>
      )}
    </Dialog>
  );
}
