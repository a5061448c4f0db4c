import type { SourceLink } from '@bloom/contract';

/** "Source: ACOG, <page> (reviewed YYYY-MM-DD)" under a health sentence. */
export function SourceLine({ source, className = '' }: { source: SourceLink; className?: string }) {
  return (
    <p className={`text-xs ${className}`}>
      Source:{' '}
      <a href={source.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
        {source.organization}, {source.title}
      </a>{' '}
      (reviewed {source.reviewed})
    </p>
  );
}
