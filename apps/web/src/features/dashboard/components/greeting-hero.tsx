import { trimesterOf } from '@bloom/pregnancy';
import { useId } from 'react';
import { Link } from 'react-router';
import { timeOfDayGreeting } from '../time-of-day.ts';

export interface GreetingHeroProps {
  firstName: string;
  isPregnant: boolean;
  /** Current week, or null when unknown or not pregnant. */
  week: number | null;
  now: Date;
}

const TRIMESTER_ORDINALS = { 1: 'first', 2: 'second', 3: 'third' } as const;

function StatusLine({ isPregnant, week }: Pick<GreetingHeroProps, 'isPregnant' | 'week'>) {
  if (!isPregnant) {
    return <p>Thank you for being part of this journey. Everything you need to support it is right here.</p>;
  }
  if (week === null) {
    return (
      <p>
        Tell us how far along you are to see your week-by-week journey.{' '}
        <Link to="/profile" className="font-medium text-brand-800 underline underline-offset-2 dark:text-brand-200">
          Add your weeks in your profile
        </Link>
      </p>
    );
  }
  return (
    <p>
      <span className="font-semibold">
        You are {week} {week === 1 ? 'week' : 'weeks'} along
      </span>
      , in your {TRIMESTER_ORDINALS[trimesterOf(week)]} trimester.
    </p>
  );
}

/** The page's heading: 'Hello, {name}!' (the e2e journeys look for it), then a warm status line. */
export function GreetingHero({ firstName, isPregnant, week, now }: GreetingHeroProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-gradient-to-br from-brand-50 to-lavender-50 p-5 sm:p-6 dark:from-gray-900 dark:to-gray-900"
    >
      <h1 id={headingId} className="text-2xl font-semibold text-gray-900 sm:text-3xl dark:text-gray-100">
        Hello, {firstName}!
      </h1>
      <p className="mt-1 text-brand-800 dark:text-brand-200">
        {timeOfDayGreeting(now)}, {firstName}
      </p>
      <div className="mt-3 text-gray-700 dark:text-gray-300">
        <StatusLine isPregnant={isPregnant} week={week} />
      </div>
    </section>
  );
}
