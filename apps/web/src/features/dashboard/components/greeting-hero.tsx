import { CalendarHeart, Sprout } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { daysToGoText, dayText, greetingText, spokenWeekText, trimesterText, weekText } from '../hero-text.ts';

export interface GreetingHeroProps {
  firstName: string;
  isPregnant: boolean;
  /** Current week, or null when unknown or not pregnant. */
  week: number | null;
  /** Days into the current week (0-6), or null when it cannot be told. */
  day: number | null;
  /** Whole days until the due date (negative once passed), or null when unknown. */
  daysToGo: number | null;
  /**
   * A notice that arrives after the first paint (a partner's request), drawn over the hero's
   * corner: it must position itself (absolute) so that it moves nothing when it appears.
   */
  badge?: ReactNode;
}

/** 'Week 20 · day 3', large, the way pregnancy apps lead; read out as a sentence. */
function WeekFigure({ week, day }: { week: number; day: number | null }) {
  return (
    <div className="mt-3 font-display text-brand-800 dark:text-brand-200">
      <span aria-hidden className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-[2.75rem] leading-none font-semibold tracking-tight sm:text-[3.5rem]">
          {weekText(week)}
        </span>
        {day !== null && <span className="text-title leading-none font-medium">{dayText(day)}</span>}
      </span>
      <span className="sr-only">{spokenWeekText(week, day)}</span>
    </div>
  );
}

function Status({ isPregnant, week, day, daysToGo }: Omit<GreetingHeroProps, 'firstName' | 'badge'>) {
  const { t } = useT('dashboard');
  if (!isPregnant) {
    return <p className="mt-2 text-ink-muted">{t('hero.notPregnant')}</p>;
  }
  if (week === null) {
    return (
      <p className="mt-2 text-ink-muted">
        {t('hero.noWeeks')}{' '}
        <Link to="/profile" className="font-semibold text-accent-ink underline underline-offset-2">
          {t('hero.addWeeks')}
        </Link>
      </p>
    );
  }
  return (
    <>
      <WeekFigure week={week} day={day} />
      <ul aria-label={t('hero.glance')} className="mt-4 flex flex-wrap gap-2">
        <li>
          <Badge tone="lavender" size="md" icon={Sprout}>
            {trimesterText(week)}
          </Badge>
        </li>
        {daysToGo !== null && (
          <li>
            <Badge tone="brand" size="md" icon={CalendarHeart}>
              {daysToGoText(daysToGo)}
            </Badge>
          </li>
        )}
      </ul>
    </>
  );
}

/**
 * The top of the home screen: one greeting ('Hello, {name}!', the page heading the e2e journeys
 * look for), then the week and day in large type, the trimester and the days to go.
 */
export function GreetingHero({ firstName, badge, ...status }: GreetingHeroProps) {
  const headingId = useId();
  // The hero's texts (hero-text.ts) follow the language on screen.
  useT('dashboard');
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden rounded-card bg-linear-to-br from-brand-100 via-brand-50 to-lavender-100 px-5 py-4 shadow-card sm:p-8 dark:from-brand-950 dark:via-gray-900 dark:to-lavender-950"
    >
      <svg
        aria-hidden
        focusable="false"
        viewBox="0 0 120 120"
        className="pointer-events-none absolute -top-6 -right-6 size-36 text-brand-200 sm:size-48 dark:text-brand-900"
      >
        <circle cx="60" cy="60" r="52" fill="none" stroke="currentColor" strokeWidth="10" />
        <circle cx="60" cy="60" r="30" fill="currentColor" opacity=".5" />
      </svg>
      <div className="relative">
        <h1 id={headingId} className="font-display text-title font-semibold text-ink">
          {greetingText(firstName)}
        </h1>
        <Status {...status} />
      </div>
      {badge}
    </section>
  );
}
