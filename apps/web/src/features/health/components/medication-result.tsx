import { formatDateTime12h } from '@bloom/pregnancy';
import { FDA_DATA_NOT_AVAILABLE_MESSAGE, MEDICATION_NOT_FOUND_MESSAGE, type MedicationResult } from '@bloom/contract';
import { Database, FileWarning, Radio } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge, VerdictBadge } from '@/components/ui/badge.tsx';
import { OutsideLink, SourceLine } from './source-link.tsx';

const OPENFDA_LABELS_URL = 'https://open.fda.gov/apis/drug/label/';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-1">
      <h4 id={id} className="text-sm font-semibold text-gray-800 dark:text-gray-100">
        {title}
      </h4>
      <div className="text-sm text-ink">{children}</div>
    </section>
  );
}

/** Which data the answer shows: BLOOM's database, the live FDA label, or neither. */
function DataBadges({ result }: { result: MedicationResult }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {result.hasLocalData && (
        <Badge tone="brand" icon={Database}>
          BLOOM Database
        </Badge>
      )}
      {result.labelStatus === 'found' ? (
        <Badge tone="lavender" icon={Radio}>
          Live FDA Data
        </Badge>
      ) : (
        <Badge tone="neutral" icon={FileWarning}>
          {FDA_DATA_NOT_AVAILABLE_MESSAGE}
        </Badge>
      )}
    </div>
  );
}

/** How the typed name was read: a brand of a generic, or a close spelling. */
function matchNote(result: MedicationResult): string | null {
  if (result.matchedBy === 'brand' && result.matchedName) {
    return `${result.matchedName} is a brand of ${result.medicationName.toLowerCase()}.`;
  }
  if (result.matchedBy === 'spelling')
    return `Showing results for ${result.medicationName} (you typed “${result.query}”).`;
  return null;
}

/** The medication check's answer (spec §3 Medication result, §8 not-found texts). */
export function MedicationResultCard({ result }: { result: MedicationResult }) {
  const titleId = useId();
  if (!result.found) {
    return (
      <article aria-labelledby={titleId} className="space-y-3 rounded-card border border-line bg-surface-soft p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="font-display text-subheading font-semibold">
            {MEDICATION_NOT_FOUND_MESSAGE(result.query)}
          </h3>
          <DataBadges result={result} />
        </div>
        {result.notice && <Alert tone="warning">{result.notice}</Alert>}
        <p className="text-sm text-ink">{result.recommendation}</p>
      </article>
    );
  }

  const note = matchNote(result);
  const details: [string, string | null][] = [
    ['Brand name', result.brandName],
    ['Generic name', result.genericName],
    ['Manufacturer', result.manufacturer],
  ];
  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="font-display text-heading font-semibold">
            {result.medicationName}
          </h3>
          {note && <p className="text-sm text-ink-muted">{note}</p>}
        </div>
        <VerdictBadge status={result.status ?? 'unknown'} size="lg" />
      </div>
      <DataBadges result={result} />
      {result.notice && <Alert tone="warning">{result.notice}</Alert>}

      <Section title="Recommendation">
        <p>{result.recommendation}</p>
      </Section>
      {result.reason && (
        <Section title="Why">
          <p>{result.reason}</p>
        </Section>
      )}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {details
          .filter((d): d is [string, string] => d[1] !== null)
          .map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-gray-700 dark:text-gray-200">{term}</dt>
              <dd className="break-words text-ink">{value}</dd>
            </div>
          ))}
      </dl>
      {result.purpose.length > 0 && (
        <Section title="Purpose">
          <ul className="list-disc pl-5">
            {result.purpose.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Section>
      )}
      {result.labelStatus === 'found' ? (
        <>
          <Section title="Pregnancy and breast-feeding (FDA label)">
            <p>{result.pregnancyWarnings ?? 'The FDA label has no pregnancy section.'}</p>
          </Section>
          {result.warnings && (
            <Section title="Warnings (FDA label)">
              <p>{result.warnings}</p>
            </Section>
          )}
        </>
      ) : result.labelStatus === 'not-found' ? (
        <p className="text-sm text-ink-muted">{MEDICATION_NOT_FOUND_MESSAGE(result.query)}.</p>
      ) : null}

      <div className="space-y-1 border-t border-line pt-3">
        {result.source && (
          <SourceLine
            organization={result.source.organization}
            url={result.source.url}
            reviewed={result.source.reviewed}
          />
        )}
        {result.labelStatus === 'found' && result.lastUpdated && (
          <p className="text-xs text-ink-muted">
            FDA label from <OutsideLink href={OPENFDA_LABELS_URL}>openFDA</OutsideLink> · Updated{' '}
            {formatDateTime12h(result.lastUpdated)}
          </p>
        )}
      </div>
    </article>
  );
}
