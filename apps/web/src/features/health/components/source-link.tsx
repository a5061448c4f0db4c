import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' → 'Nov 23, 2026' (the date as written, whatever the browser's time zone). */
export function formatReviewDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : DATE.format(date);
}

/** A link to a source page, opened in a new tab and announced as such. Nothing is loaded from it. */
export function OutsideLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium break-words text-accent-ink underline underline-offset-2"
    >
      {children}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** 'Source: CDC · Reviewed Nov 23, 2026' under a record. */
export function SourceLine({ organization, url, reviewed }: { organization: string; url: string; reviewed: string }) {
  return (
    <p className="text-xs text-ink-muted">
      Source: <OutsideLink href={url}>{organization}</OutsideLink> · Reviewed {formatReviewDate(reviewed)}
    </p>
  );
}
