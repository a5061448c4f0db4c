import type { ReactNode } from 'react';
import { currentLanguage, useT } from '@/lib/i18n/index.ts';

/**
 * Health content that exists only in English (an article, a checklist suggestion, a source's own
 * words). In Spanish it says so, in Spanish, and marks the English as English so a screen reader
 * reads it with an English voice (decision 021). In English it is just the content.
 */
export function Untranslated({ children, as: Tag = 'div' }: { children: ReactNode; as?: 'div' | 'span' }) {
  const { t } = useT('common');
  if (currentLanguage() === 'en') return <Tag>{children}</Tag>;
  return (
    <Tag>
      <Tag className="text-muted-foreground mb-1 block text-xs italic">{t('untranslated')}</Tag>
      <Tag lang="en">{children}</Tag>
    </Tag>
  );
}
