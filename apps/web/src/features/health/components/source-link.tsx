import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatIsoDate, useT } from '@/lib/i18n/index.ts';

const REVIEW_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** 'YYYY-MM-DD' → 'Nov 23, 2026' ('23 nov 2026' in Spanish): the date as written, whatever the browser's time zone. */
export function formatReviewDate(isoDay: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay) || Number.isNaN(new Date(`${isoDay}T00:00:00Z`).getTime())) return isoDay;
  return formatIsoDate(isoDay, REVIEW_DATE);
}

/** A link to a source page, opened in a new tab and announced as such. Nothing is loaded from it. */
export function OutsideLink({ href, children, lang }: { href: string; children: ReactNode; lang?: 'en' | undefined }) {
  const { t } = useT('health');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium break-words text-accent-ink underline underline-offset-2"
    >
      {lang ? <span lang={lang}>{children}</span> : children}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only"> {t('source.newTab')}</span>
    </a>
  );
}

/** 'Source: CDC · Reviewed Nov 23, 2026' under a record (the organisation's name as it is). */
export function SourceLine({ organization, url, reviewed }: { organization: string; url: string; reviewed: string }) {
  const { t } = useT('health');
  return (
    <p className="text-xs text-ink-muted">
      {t('source.label')} <OutsideLink href={url}>{organization}</OutsideLink> ·{' '}
      {t('source.reviewed', { date: formatReviewDate(reviewed) })}
    </p>
  );
}
