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

const listClass = 'divide-y divide-brand-100 dark:divide-gray-800';
const itemClass = 'py-3 first:pt-0 last:pb-0';
const emptyClass = 'text-sm text-gray-600 dark:text-gray-400';

export function SymptomHistory() {
  const symptoms = useSymptoms();
  return (
    <HistoryCard title="Symptoms History">
      {!symptoms.data ? (
        <LoadState query={symptoms} what="symptoms" />
      ) : symptoms.data.length === 0 ? (
        <p className={emptyClass}>Symptoms you log will appear here.</p>
      ) : (
        <ul className={listClass}>
          {symptoms.data.slice(0, HISTORY_SHOWN).map((s) => (
            <li key={s.id} className={itemClass}>
              <SymptomItem symptom={s} showNotes />
            </li>
          ))}
        </ul>
      )}
    </HistoryCard>
  );
}

export function MoodHistory() {
  const moods = useMoods();
  return (
    <HistoryCard title="Mood History">
      {!moods.data ? (
        <LoadState query={moods} what="moods" />
      ) : moods.data.length === 0 ? (
        <p className={emptyClass}>Moods you record will appear here.</p>
      ) : (
        <ul className={listClass}>
          {moods.data.slice(0, HISTORY_SHOWN).map((m) => (
            <li key={m.id} className={itemClass}>
              <MoodItem mood={m} showNotes />
            </li>
          ))}
        </ul>
      )}
    </HistoryCard>
  );
}
