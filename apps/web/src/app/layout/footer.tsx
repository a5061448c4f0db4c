import { useT } from '@/lib/i18n/index.ts';
import { BrandMark } from './brand.tsx';
import { EXTERNAL_PAGES } from './nav-items.ts';

/** The four external pages and the copyright line; clears the bottom bar on phones. */
export function Footer() {
  const { t } = useT('common');
  return (
    <footer className="mt-12 border-t border-line pt-8 pb-[calc(var(--spacing-tabbar)+env(safe-area-inset-bottom)+2rem)] text-sm text-ink-muted md:pb-8">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-gutter sm:flex-row sm:justify-between sm:px-6">
        <nav aria-label={t('nav.legal')} className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {EXTERNAL_PAGES.map((p) => (
            <a
              key={p.to}
              href={p.to}
              target="_blank"
              rel="noopener noreferrer"
              className="underline-offset-4 hover:text-ink hover:underline"
            >
              {t(`external.${p.key}`)}
            </a>
          ))}
        </nav>
        <p className="flex items-center gap-2">
          <BrandMark className="size-5" />
          {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
