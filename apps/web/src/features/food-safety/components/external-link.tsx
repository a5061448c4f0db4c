import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/index.ts';

/** A link to another site, opened in a new tab and announced as such. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useT('food');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline dark:text-brand-200"
    >
      {children}
      <ExternalIcon className="size-3.5" aria-hidden />
      <span className="sr-only">{t('newTab')}</span>
    </a>
  );
}
