import type { Mood, Symptom } from '@bloom/contract';
import { energyLabel, MAX_RATING } from '@bloom/pregnancy';
import { useT } from '@/lib/i18n/index.ts';
import { moodName } from '../lib/labels.ts';
import { formatLoggedAt } from '../lib/stats.ts';
import { MoodIcon } from './mood-icons.tsx';
import { SeverityBadge, SeverityStars } from './severity.tsx';

function LoggedAt({ at }: { at: string }) {
  useT('tracking'); // draws again in a new language
  return (
    <time dateTime={at} className="text-sm text-gray-600 dark:text-gray-400">
      {formatLoggedAt(at)}
    </time>
  );
}

/** One symptom: name, when it was logged, stars and the coloured severity badge. */
export function SymptomItem({ symptom, showNotes = false }: { symptom: Symptom; showNotes?: boolean }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{symptom.name}</p>
        <LoggedAt at={symptom.loggedAt} />
        {showNotes && symptom.notes && (
          <p className="mt-1 text-sm break-words text-gray-700 dark:text-gray-300">{symptom.notes}</p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <SeverityStars severity={symptom.severity} />
        <SeverityBadge severity={symptom.severity} />
      </div>
    </div>
  );
}

export function TagList({ tags }: { tags: readonly string[] }) {
  const { t } = useT('tracking');
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('tags')} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-lavender-50 px-2 py-0.5 text-xs font-medium text-lavender-700 dark:bg-gray-800 dark:text-lavender-100"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** Energy as 'x/5' with its label, e.g. 'Energy 4/5 (High)'. */
export function EnergyText({ energy }: { energy: number }) {
  const { t } = useT('tracking');
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      {t('energy.word')}{' '}
      <span className="font-semibold text-gray-900 dark:text-gray-100">
        {energy}/{MAX_RATING}
      </span>{' '}
      ({t(`energy.${energyLabel(energy)}`)})
    </p>
  );
}

/** One mood entry: the mood, its energy, tags, optional notes and when it was logged. */
export function MoodItem({ mood, showNotes = false }: { mood: Mood; showNotes?: boolean }) {
  const { t } = useT('tracking');
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <p className="flex items-center gap-1.5 font-medium break-words">
          <MoodIcon mood={mood.mood} className="size-5 shrink-0 text-lavender-700 dark:text-lavender-200" />
          {moodName(t, mood.mood)}
        </p>
        <LoggedAt at={mood.loggedAt} />
      </div>
      <EnergyText energy={mood.energy} />
      <TagList tags={mood.tags} />
      {showNotes && mood.notes && <p className="text-sm break-words text-gray-700 dark:text-gray-300">{mood.notes}</p>}
    </div>
  );
}
