import { useId } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useMoods } from '../api/get-moods.ts';
import { useSymptoms } from '../api/get-symptoms.ts';
import { MoodItem, SymptomItem } from './entry-items.tsx';
import { LoadState } from './load-state.tsx';
import { LogSymptomDialog } from './log-symptom-dialog.tsx';
import { UpdateMoodDialog } from './update-mood-dialog.tsx';

/** Spec §9: the dashboard shows 3 recent symptoms. */
export const RECENT_SYMPTOMS_SHOWN = 3;

const columnHeading = 'text-base font-semibold text-gray-900 dark:text-gray-100';
const emptyText = 'text-sm text-gray-600 dark:text-gray-400';

function RecentSymptoms() {
  const { t } = useT('tracking');
  const symptoms = useSymptoms();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className={columnHeading}>
          {t('tracker.recentSymptoms')}
        </h3>
        <LogSymptomDialog />
      </div>
      {!symptoms.data ? (
        <LoadState query={symptoms} what="symptoms" />
      ) : symptoms.data.length === 0 ? (
        <p className={emptyText}>{t('tracker.noSymptoms')}</p>
      ) : (
        <ul className="divide-y divide-brand-100 dark:divide-gray-800">
          {symptoms.data.slice(0, RECENT_SYMPTOMS_SHOWN).map((s) => (
            <li key={s.id} className="py-2 first:pt-0 last:pb-0">
              <SymptomItem symptom={s} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MoodWellness({ moods }: { moods: readonly string[] }) {
  const { t } = useT('tracking');
  const entries = useMoods();
  const headingId = useId();
  // The latest mood is the first item returned (spec §2); the list comes newest first.
  const latest = entries.data?.[0];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className={columnHeading}>
          {t('tracker.moodWellness')}
        </h3>
        <UpdateMoodDialog moods={moods} />
      </div>
      {!entries.data ? (
        <LoadState query={entries} what="moods" />
      ) : latest ? (
        <div className="rounded-xl bg-lavender-50 p-3 dark:bg-gray-800">
          <MoodItem mood={latest} />
        </div>
      ) : (
        <p className={emptyText}>{t('tracker.noMood')}</p>
      )}
    </section>
  );
}

export interface TrackerCardProps {
  /** The moods its 'Update Your Mood' dialog offers: DASHBOARD_MOODS or TRACKING_MOODS. */
  moods: readonly string[];
  title?: string;
}

/** The symptom and mood tracker (anchor #health-tracking): recent symptoms and the latest mood. */
export function TrackerCard({ moods, title }: TrackerCardProps) {
  const { t } = useT('tracking');
  const headingId = useId();
  return (
    <section id="health-tracking" aria-labelledby={headingId} className="scroll-mt-24">
      <Card>
        <h2 id={headingId} className="mb-4 text-lg font-semibold">
          {title ?? t('tracker.title')}
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <RecentSymptoms />
          <MoodWellness moods={moods} />
        </div>
      </Card>
    </section>
  );
}
