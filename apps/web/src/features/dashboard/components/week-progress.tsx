import { trimesterOf } from '@bloom/pregnancy';
import { Hourglass } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';
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

// Notes stay within health-facts.md (ACOG, CDC); the kick-count advice is ACOG's from about week 28.
const TRIMESTER_NOTES = {
  1: 'First trimester: rest when you need to and keep up with your prenatal visits.',
  2: 'Second trimester: a good time to ask your provider which vaccines are recommended for you.',
  3: 'Third trimester: many providers suggest counting kicks each day. Call them if movements slow down.',
} as const;

// The due date is a calendar day read as midnight UTC; formatting it in UTC shows that very day.
const dueDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function headlineFor(days: number, hasDueDate: boolean): string {
  if (days > 0) return formatRemaining(days);
  if (!hasDueDate) return 'You have reached week 40';
  return days === 0 ? 'Your due date is today' : 'Your due date has passed';
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
      <p className="mt-1 text-gray-700 dark:text-gray-300">
        {due ? `Due date: ${dueDateFormat.format(due)}` : 'Counted to week 40.'}
      </p>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
        {days < 0 ? 'Stay in close touch with your care team.' : TRIMESTER_NOTES[trimesterOf(week)]}
      </p>
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
  const days = daysRemaining(dueDate, week, now, timeZone) ?? 0;
  const due = parseDueDate(dueDate);
  return (
    <div className="mt-3 border-t border-line pt-3 text-sm sm:mt-4 sm:pt-4">
      {due && <p className="font-semibold text-ink">Due date: {dueDateFormat.format(due)}</p>}
      <p className="mt-1 text-ink-muted">
        {days < 0 ? 'Stay in close touch with your care team.' : TRIMESTER_NOTES[trimesterOf(week)]}
      </p>
    </div>
  );
}

/** How long until the due date, with a short note for the trimester. */
export function WeekProgress({ isPregnant, followsPartner = false, week, dueDate, timeZone, now }: WeekProgressProps) {
  const headingId = useId();
  let body: ReactNode;
  if (!isPregnant && followsPartner) {
    body = (
      <p>
        You follow your partner’s pregnancy: her week and her latest updates are{' '}
        <a href="#partner-health" className="font-semibold text-accent-ink underline underline-offset-2">
          in her health view
        </a>
        .
      </p>
    );
  } else if (!isPregnant) {
    body = (
      <p>
        This space counts down to the due date during a pregnancy. Supporting a partner?{' '}
        <a href="#partner-sync" className="font-semibold text-accent-ink underline underline-offset-2">
          Sync with them to follow along
        </a>
        .
      </p>
    );
  } else if (week === null) {
    body = <p>Your countdown appears once your profile says how many weeks along you are.</p>;
  } else {
    body = <Countdown week={week} dueDate={dueDate} timeZone={timeZone} now={now} />;
  }
  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Hourglass className="size-5 text-lavender-700 dark:text-lavender-100" aria-hidden />
        Week progress
      </h2>
      {body}
    </Card>
  );
}
