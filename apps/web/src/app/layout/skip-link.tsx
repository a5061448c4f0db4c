import { useT } from '@/lib/i18n/index.ts';

/** The first stop of the keyboard: straight to the page's content. */
export function SkipLink() {
  const { t } = useT('common');
  return (
    <a
      href="#main"
      className="sr-only rounded-full bg-surface-raised px-4 py-2 font-semibold text-accent-ink shadow-raised focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      {t('skipToContent')}
    </a>
  );
}
