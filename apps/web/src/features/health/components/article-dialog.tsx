import type { EducationItem } from '@bloom/contract';
import { Badge } from '@/components/ui/badge.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ArticleArt } from '../illustrations/article-art.tsx';
import { weekRange } from './article-card.tsx';
import { SourceLine } from './source-link.tsx';

/** An article opened for reading: illustration, sections, key points and its source. */
export function ArticleDialog({ item, onClose }: { item: EducationItem | null; onClose: () => void }) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item?.title ?? 'Article'}
      {...(item ? { description: item.description } : {})}
    >
      {item && (
        <div className="space-y-4">
          <ArticleArt name={item.illustration} className="mx-auto w-full max-w-sm" />
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone="brand" icon={null}>
              {item.category}
            </Badge>
            <span className="text-xs text-ink-muted">{weekRange(item)}</span>
          </div>
          {item.sections.map((s) => (
            <section key={s.heading} className="space-y-1">
              <h3 className="font-semibold text-ink">{s.heading}</h3>
              <p className="text-sm leading-relaxed text-ink">{s.body}</p>
            </section>
          ))}
          <section className="space-y-1 rounded-control bg-surface-soft p-3">
            <h3 className="font-semibold text-ink">Key points</h3>
            <ul className="list-disc space-y-1 pl-5 text-sm marker:text-brand-500">
              {item.keyPoints.map((k) => (
                <li key={k}>{k}</li>
              ))}
            </ul>
          </section>
          <SourceLine organization={item.source.organization} url={item.source.url} reviewed={item.source.reviewed} />
          <p className="text-xs text-ink-muted">
            For education only, not medical advice. Ask your healthcare provider about your own care.
          </p>
        </div>
      )}
    </Dialog>
  );
}
