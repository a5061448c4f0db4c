import { TRACKING_LIST_LIMIT } from '@bloom/contract';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useMoods } from '../api/get-moods.ts';
import { useSymptoms } from '../api/get-symptoms.ts';
import { average, formatAverage, formatCount } from '../lib/stats.ts';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string | undefined }) {
  return (
    <Card className="p-4 sm:p-4">
      <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-gray-900 dark:text-gray-100">
        {value === '—' ? (
          <>
            <span aria-hidden>—</span>
            <span className="sr-only">None yet</span>
          </>
        ) : (
          value
        )}
      </dd>
      {hint && <dd className="mt-1 text-xs text-gray-600 dark:text-gray-400">{hint}</dd>}
    </Card>
  );
}

/**
 * The four stat cards of the Health Tracking page, computed from the same lists the tracker
 * shows; those hold the latest 100 entries, so with more the counts read '100+' and the
 * averages cover the latest 100.
 */
export function TrackingStats() {
  const symptoms = useSymptoms();
  const moods = useMoods();
  const headingId = useId();

  let body;
  if (symptoms.data && moods.data) {
    const latestOnly = `Latest ${TRACKING_LIST_LIMIT} entries`;
    const symptomsCapped = symptoms.data.length >= TRACKING_LIST_LIMIT;
    const moodsCapped = moods.data.length >= TRACKING_LIST_LIMIT;
    body = (
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Symptoms Logged" value={formatCount(symptoms.data.length, TRACKING_LIST_LIMIT)} />
        <Stat label="Mood Entries" value={formatCount(moods.data.length, TRACKING_LIST_LIMIT)} />
        <Stat
          label="Average Severity"
          value={formatAverage(average(symptoms.data.map((s) => s.severity)))}
          hint={symptomsCapped ? latestOnly : undefined}
        />
        <Stat
          label="Average Energy"
          value={formatAverage(average(moods.data.map((m) => m.energy)))}
          hint={moodsCapped ? latestOnly : undefined}
        />
      </dl>
    );
  } else if (symptoms.isError || moods.isError) {
    body = <Alert tone="error">We could not load your summary. Please try again.</Alert>;
  } else {
    body = (
      <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
        Loading your summary...
      </p>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Summary
      </h2>
      {body}
    </section>
  );
}
