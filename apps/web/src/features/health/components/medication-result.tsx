import { FDA_DATA_NOT_AVAILABLE_MESSAGE, MEDICATION_NOT_FOUND_MESSAGE, type MedicationResult } from '@bloom/contract';
import { Database, FileWarning, Radio } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge, toVerdict, VerdictBadge } from '@/components/ui/badge.tsx';
import { Untranslated } from '@/components/untranslated.tsx';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useT } from '@/lib/i18n/index.ts';
import { englishContent } from './english-content.ts';
import { OutsideLink, SourceLine } from './source-link.tsx';

const OPENFDA_LABELS_URL = 'https://open.fda.gov/apis/drug/label/';

/*
 * The headings, badges and notes are the app's (in the language on screen); what BLOOM's records
 * and the FDA label say is English only, marked as such (`<Untranslated>` on the first of it,
 * `lang="en"` on the rest).
 */

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
  const { t } = useT('health');
  const message = useContractMessage();
  return (
    <div className="flex flex-wrap gap-1.5">
      {result.hasLocalData && (
        <Badge tone="brand" icon={Database}>
          {t('medication.bloomData')}
        </Badge>
      )}
      {result.labelStatus === 'found' ? (
        <Badge tone="lavender" icon={Radio}>
          {t('medication.liveData')}
        </Badge>
      ) : (
        <Badge tone="neutral" icon={FileWarning}>
          {message(FDA_DATA_NOT_AVAILABLE_MESSAGE)}
        </Badge>
      )}
    </div>
  );
}

/** The medication check's answer (spec §3 Medication result, §8 not-found texts). */
export function MedicationResultCard({ result }: { result: MedicationResult }) {
  const titleId = useId();
  const { t } = useT('health');
  const message = useContractMessage();
  const english = englishContent();
  // The notice is one of the contract's messages (live FDA data off, paused or unavailable).
  const notice = result.notice ? message(result.notice) : null;
  if (!result.found) {
    return (
      <article aria-labelledby={titleId} className="space-y-3 rounded-card border border-line bg-surface-soft p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="font-display text-subheading font-semibold">
            {message(MEDICATION_NOT_FOUND_MESSAGE(result.query))}
          </h3>
          <DataBadges result={result} />
        </div>
        {notice && <Alert tone="warning">{notice}</Alert>}
        <Untranslated>
          <p className="text-sm text-ink">{result.recommendation}</p>
        </Untranslated>
      </article>
    );
  }

  // How the typed name was read: a brand of a generic, or a close spelling.
  const note =
    result.matchedBy === 'brand' && result.matchedName
      ? t('medication.brandOf', { brand: result.matchedName, generic: result.medicationName.toLowerCase() })
      : result.matchedBy === 'spelling'
        ? t('medication.spelling', { name: result.medicationName, query: result.query })
        : null;
  const details: [string, string | null][] = [
    [t('medication.brandName'), result.brandName],
    [t('medication.genericName'), result.genericName],
    [t('medication.manufacturer'), result.manufacturer],
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
        <VerdictBadge
          status={result.status ?? 'unknown'}
          label={t(`medication.verdict.${toVerdict(result.status ?? 'unknown')}`)}
          size="lg"
        />
      </div>
      <DataBadges result={result} />
      {notice && <Alert tone="warning">{notice}</Alert>}

      <Section title={t('medication.recommendation')}>
        <Untranslated>
          <p>{result.recommendation}</p>
        </Untranslated>
      </Section>
      {result.reason && (
        <Section title={t('medication.why')}>
          <p {...english}>{result.reason}</p>
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
        <Section title={t('medication.purpose')}>
          <ul {...english} className="list-disc pl-5">
            {result.purpose.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Section>
      )}
      {result.labelStatus === 'found' ? (
        <>
          <Section title={t('medication.pregnancy')}>
            {result.pregnancyWarnings ? (
              <p {...english}>{result.pregnancyWarnings}</p>
            ) : (
              <p>{t('medication.noPregnancySection')}</p>
            )}
          </Section>
          {result.warnings && (
            <Section title={t('medication.warnings')}>
              <p {...english}>{result.warnings}</p>
            </Section>
          )}
        </>
      ) : result.labelStatus === 'not-found' ? (
        <p className="text-sm text-ink-muted">{message(MEDICATION_NOT_FOUND_MESSAGE(result.query))}.</p>
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
            {t('medication.labelFrom')} <OutsideLink href={OPENFDA_LABELS_URL}>openFDA</OutsideLink> ·{' '}
            {t('medication.updated', { when: formatDateTime(result.lastUpdated) })}
          </p>
        )}
      </div>
    </article>
  );
}
