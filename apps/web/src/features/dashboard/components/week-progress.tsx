import { trimesterOf } from '@bloom/pregnancy';
import { Hourglass } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { formatDate, i18n, useT } from '@/lib/i18n/index.ts';
import { daysRemaining, formatRemaining, parseDueDate } from '../days-remaining.ts';

export interface WeekProgressProps {
  isPregnant: boolean;
  /** A synced partner: the countdown is his partner's, shown in her health view. */
  followsPartner?: boolean;
  /** Current week, or null when unknown or not pregnant. */
  week: number | null;
  dueDate: string | null;
  /** The profile's IANA time zone: "today" for the countdown is her calendar date there. */
  timeZone: string;
  now: Date;
}

// Notes (dashboard:progress.note1-3) stay within health-facts.md (ACOG, CDC); the kick-count
// advice is ACOG's from about week 28.
const TRIMESTER_NOTES = { 1: 'progress.note1', 2: 'progress.note2', 3: 'progress.note3' } as const;

const t = (key: string) => i18n.t(key as 'progress.title', { ns: 'dashboard' });

/** The trimester's note, or the past-due one. */
const noteFor = (days: number, week: number) => t(days < 0 ? 'progress.pastDue' : TRIMESTER_NOTES[trimesterOf(week)]);

// The due date is a calendar day read as midnight UTC; formatting it in UTC shows that very day.
const dueDateText = (due: Date) =>
  i18n.t('progress.dueDate', { ns: 'dashboard', date: formatDate(due, { dateStyle: 'long', timeZone: 'UTC' }) });

function headlineFor(days: number, hasDueDate: boolean): string {
  if (days > 0) return formatRemaining(days);
  if (!hasDueDate) return t('progress.reached40');
  return t(days === 0 ? 'progress.dueToday' : 'progress.duePassed');
}

function Countdown({
  week,
  dueDate,
  timeZone,
  now,
}: Omit<WeekProgressProps, 'isPregnant' | 'followsPartner'> & { week: number }) {
  const days = daysRemaining(dueDate, week, now, timeZone) ?? 0;
  const due = parseDueDate(dueDate);
  return (
    <>
      <p className="text-2xl font-semibold text-brand-800 dark:text-brand-200">{headlineFor(days, due !== null)}</p>
      <p className="mt-1 text-gray-700 dark:text-gray-300">{due ? dueDateText(due) : t('progress.countedTo40')}</p>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{noteFor(days, week)}</p>
    </>
  );
}

/**
 * The due date and the trimester's note, without a second countdown (the hero already says the days
 * to go): the journey timeline's last lines for a pregnant user whose week is known (issue 33).
 */
export function DueDateNote({
  week,
  dueDate,
  timeZone,
  now,
}: Omit<WeekProgressProps, 'isPregnant' | 'followsPartner'> & { week: number }) {
  useT('dashboard'); // Draws again when the language changes.
  const days = daysRemaining(dueDate, week, now, timeZone) ?? 0;
  const due = parseDueDate(dueDate);
  return (
    <div className="mt-3 border-t border-line pt-3 text-sm sm:mt-4 sm:pt-4">
      {due && <p className="font-semibold text-ink">{dueDateText(due)}</p>}
      <p className="mt-1 text-ink-muted">{noteFor(days, week)}</p>
    </div>
  );
}

/** How long until the due date, with a short note for the trimester. */
export function WeekProgress({ isPregnant, followsPartner = false, week, dueDate, timeZone, now }: WeekProgressProps) {
  const headingId = useId();
  const { t } = useT('dashboard');
  let body: ReactNode;
  if (!isPregnant) {
    // His sentence changes once his syncs are known (following her or not). Both are laid out in
    // one grid cell and the other one is hidden, so the card is as tall as the longer of the two
    // in any language and nothing below it moves when it changes (layout shift, issue 33).
    const shown = (follows: boolean) =>
      follows === followsPartner ? 'col-start-1 row-start-1' : 'invisible col-start-1 row-start-1';
    body = (
      <div className="grid">
        <p className={shown(true)} aria-hidden={!followsPartner || undefined}>
          {t('progress.followsBefore')}
          <a href="#partner-health" className="font-semibold text-accent-ink underline underline-offset-2">
            {t('progress.followsLink')}
          </a>
          {t('progress.after')}
        </p>
        <p className={shown(false)} aria-hidden={followsPartner || undefined}>
          {t('progress.notPregnantBefore')}
          <a href="#partner-sync" className="font-semibold text-accent-ink underline underline-offset-2">
            {t('progress.notPregnantLink')}
          </a>
          {t('progress.after')}
        </p>
      </div>
    );
  } else if (week === null) {
    body = <p>{t('progress.noWeek')}</p>;
  } else {
    body = <Countdown week={week} dueDate={dueDate} timeZone={timeZone} now={now} />;
  }
  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Hourglass className="size-5 text-lavender-700 dark:text-lavender-100" aria-hidden />
        {t('progress.title')}
      </h2>
      {body}
    </Card>
  );
}
