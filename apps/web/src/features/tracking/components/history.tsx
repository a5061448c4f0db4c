import { OFFLINE_PENDING_LABEL } from '@bloom/contract';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useMoods } from '../api/get-moods.ts';
import { useSymptoms } from '../api/get-symptoms.ts';
import { usePendingMoods, usePendingSymptoms } from '../lib/pending.ts';
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
  what: 'symptoms' | 'moods';
  emptyText: string;
  renderItem: (entry: T) => ReactNode;
  /** Her entries waiting on this device to be sent (issue 35), newest first: listed first, marked. */
  pending: T[];
}

/** One history card: loading and error states, an empty text, then the latest entries. */
function History<T extends { id: string }>({ title, query, what, emptyText, renderItem, pending }: HistoryProps<T>) {
  const message = useContractMessage();
  const shown = [...pending, ...(query.data ?? [])].slice(0, HISTORY_SHOWN);
  const waiting = new Set(pending.map((p) => p.id));
  return (
    <HistoryCard title={title}>
      {!query.data && pending.length === 0 ? (
        <LoadState query={query} what={what} />
      ) : shown.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-brand-100 dark:divide-gray-800">
          {shown.map((entry) => (
            <li key={entry.id} className="py-3 first:pt-0 last:pb-0">
              {waiting.has(entry.id) && (
                <p className="mb-1 text-xs font-semibold text-lavender-800 dark:text-lavender-100">
                  {message(OFFLINE_PENDING_LABEL)}
                </p>
              )}
              {renderItem(entry)}
            </li>
          ))}
        </ul>
      )}
    </HistoryCard>
  );
}

export function SymptomHistory() {
  const { t } = useT('tracking');
  return (
    <History
      title={t('history.symptoms')}
      query={useSymptoms()}
      what="symptoms"
      emptyText={t('history.symptomsEmpty')}
      renderItem={(s) => <SymptomItem symptom={s} showNotes />}
      pending={usePendingSymptoms()}
    />
  );
}

export function MoodHistory() {
  const { t } = useT('tracking');
  return (
    <History
      title={t('history.moods')}
      query={useMoods()}
      what="moods"
      emptyText={t('history.moodsEmpty')}
      renderItem={(m) => <MoodItem mood={m} showNotes />}
      pending={usePendingMoods()}
    />
  );
}
