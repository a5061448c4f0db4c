import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useTrackingStats } from '../api/get-tracking-stats.ts';
import { formatAverage } from '../lib/stats.ts';

function Stat({ label, value }: { label: string; value: string }) {
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
    </Card>
  );
}

/** The four stat cards of the Health Tracking page, counted by the server over every entry. */
export function TrackingStats() {
  const stats = useTrackingStats();
  const headingId = useId();

  let body;
  if (stats.data) {
    body = (
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Symptoms Logged" value={String(stats.data.symptomCount)} />
        <Stat label="Mood Entries" value={String(stats.data.moodCount)} />
        <Stat label="Average Severity" value={formatAverage(stats.data.averageSeverity)} />
        <Stat label="Average Energy" value={formatAverage(stats.data.averageEnergy)} />
      </dl>
    );
  } else if (stats.isError) {
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
