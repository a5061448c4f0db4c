import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { useMoods } from '../api/get-moods.ts';
import { useSymptoms } from '../api/get-symptoms.ts';
import { MoodItem, SymptomItem } from './entry-items.tsx';
import { LoadState } from './load-state.tsx';

/** Spec §9: the histories show the latest 10 entries each. */
export const HISTORY_SHOWN = 10;

function HistoryCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="h-full">
        <h2 id={headingId} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}

interface HistoryProps<T extends { id: string }> {
  title: string;
  query: Parameters<typeof LoadState>[0]['query'] & { data: T[] | undefined };
  what: string;
  emptyText: string;
  renderItem: (entry: T) => ReactNode;
}

/** One history card: loading and error states, an empty text, then the latest entries. */
function History<T extends { id: string }>({ title, query, what, emptyText, renderItem }: HistoryProps<T>) {
  return (
    <HistoryCard title={title}>
      {!query.data ? (
        <LoadState query={query} what={what} />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-brand-100 dark:divide-gray-800">
          {query.data.slice(0, HISTORY_SHOWN).map((entry) => (
            <li key={entry.id} className="py-3 first:pt-0 last:pb-0">
              {renderItem(entry)}
            </li>
          ))}
        </ul>
      )}
    </HistoryCard>
  );
}

export function SymptomHistory() {
  return (
    <History
      title="Symptoms History"
      query={useSymptoms()}
      what="symptoms"
      emptyText="Symptoms you log will appear here."
      renderItem={(s) => <SymptomItem symptom={s} showNotes />}
    />
  );
}

export function MoodHistory() {
  return (
    <History
      title="Mood History"
      query={useMoods()}
      what="moods"
      emptyText="Moods you record will appear here."
      renderItem={(m) => <MoodItem mood={m} showNotes />}
    />
  );
}
