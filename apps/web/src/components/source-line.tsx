import type { SourceLink } from '@bloom/contract';
import { useT } from '@/lib/i18n/index.ts';

/** A value placed inside a sentence from the catalogue: the text before it and after it. */
const SLOT = '\u0000';

/** "Source: ACOG, <page> (reviewed YYYY-MM-DD)" under a health sentence. */
export function SourceLine({ source, className = '' }: { source: SourceLink; className?: string }) {
  const { t, i18n } = useT('shell');
  const [before, after] = t('source', { link: SLOT, reviewed: source.reviewed }).split(SLOT);
  // The source's name and page title are its own English: marked so in another language.
  const lang = i18n.language === 'en' ? undefined : 'en';
  return (
    <p className={`text-xs ${className}`}>
      {before}
      <a href={source.url} target="_blank" rel="noreferrer" className="underline underline-offset-2" lang={lang}>
        {source.organization}, {source.title}
      </a>
      {after}
    </p>
  );
}
