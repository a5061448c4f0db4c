import type { SourceLink } from '@bloom/contract';
import { SourceLine } from '@/components/source-line.tsx';
import { Untranslated } from '@/components/untranslated.tsx';
import { currentLanguage } from '@/lib/i18n/index.ts';

/**
 * One of the page's health sentences from the server (the knowledge base's English) with its
 * source. In Spanish it is the source's own Spanish words when there are some (`spanish`), and
 * otherwise the English marked as untranslated (decision 021): no new medical wording here.
 * The parent re-renders on a language change (useT).
 */
export function GuidanceText({
  text,
  source,
  spanish,
  className,
  textClassName,
  sourceClassName,
}: {
  text: string;
  source: SourceLink;
  spanish?: string | undefined;
  className?: string | undefined;
  textClassName?: string | undefined;
  sourceClassName: string;
}) {
  const english = currentLanguage() === 'en';
  const sentence = <p className={textClassName}>{english || spanish === undefined ? text : spanish}</p>;
  return (
    <div className={className}>
      {english || spanish !== undefined ? sentence : <Untranslated>{sentence}</Untranslated>}
      <SourceLine source={source} className={sourceClassName} />
    </div>
  );
}
