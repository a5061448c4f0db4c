import { useT } from '@/lib/i18n/index.ts';
import { BrandMark } from '../layout/brand.tsx';

/**
 * 'Loading...' (spec §2) while the auth check runs or a page's code arrives. Full screen: the
 * brand mark breathing softly. Inline (inside the frame): a quiet line that keeps the page's height.
 */
export function LoadingScreen({ inline = false }: { inline?: boolean }) {
  const { t } = useT('common');
  if (inline) {
    return (
      <div role="status" aria-live="polite" className="min-h-[60dvh] py-16 text-center text-ink-muted">
        {t('loading')}
      </div>
    );
  }
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 text-ink-muted"
    >
      <BrandMark className="size-12 animate-shimmer" />
      {t('loading')}
    </div>
  );
}
