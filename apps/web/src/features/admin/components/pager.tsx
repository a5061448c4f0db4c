import { ADMIN_PAGE_MAX } from '@bloom/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** How many pages a list of `total` rows has, at least one, at most the server's deepest page. */
export const pageCount = (total: number, pageSize: number) =>
  Math.min(ADMIN_PAGE_MAX, Math.max(1, Math.ceil(total / pageSize)));

export interface PagerProps {
  /** Names the navigation for screen readers, e.g. 'Users pages'. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** True while the next page is on its way. */
  busy?: boolean;
}

/** Previous and Next with 'Page X of Y'; nothing when everything fits on one page. */
export function Pager({ label, page, pageSize, total, onPage, busy = false }: PagerProps) {
  const pages = pageCount(total, pageSize);
  const { t } = useT('admin');
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 border-t border-line pt-4">
      <Button size="sm" variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
        {t('pager.previous')}
      </Button>
      <p aria-live="polite" className="text-sm font-medium text-ink-muted">
        {t('pager.page', { page, pages })}
      </p>
      <Button size="sm" variant="secondary" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
