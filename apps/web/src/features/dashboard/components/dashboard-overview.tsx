import { WEEK_BANDS } from '@bloom/pregnancy';
import type { ReactNode } from 'react';
import { useUser } from '../../../lib/auth/auth-context.tsx';
import { useNow } from '../use-now.ts';
import { weekFiguresAt } from '../week-day.ts';
import { BabyCard } from './baby-card.tsx';
import { GreetingHero } from './greeting-hero.tsx';
import { JourneyTimeline } from './journey-timeline.tsx';
import { QuickActions } from './quick-actions.tsx';
import { WeekProgress } from './week-progress.tsx';

// Week 1 is counted from the last period, before conception: there is no baby to compare with a fruit yet.
const FIRST_BABY_WEEK = WEEK_BANDS[0]?.start ?? 2;

/**
 * The top of the home screen, in spec §2 order: greeting hero, journey timeline, baby-size chip
 * and development image, quick actions, week progress. The first three sit close together (one
 * screen on a phone: the week and this week's baby at a glance; the timeline and the baby side
 * by side on a wide screen). Returns siblings so the route's spacing applies and other features'
 * sections can sit before and after it.
 */
/**
 * `followsPartner`: a synced partner who is not pregnant (the route knows; this feature does not).
 * `heroBadge`: another feature's notice for the hero's corner (see GreetingHero's `badge`).
 */
export function DashboardOverview({
  followsPartner = false,
  heroBadge,
}: {
  followsPartner?: boolean;
  heroBadge?: ReactNode;
}) {
  const user = useUser();
  const now = useNow();
  // The server's own rule (due date and today in her time zone), re-run as `now` ticks so a
  // dashboard left open moves on at her midnight without refetching the profile.
  const { week, day, daysToGo } = weekFiguresAt(user, now);
  const showsBaby = week !== null && week >= FIRST_BABY_WEEK;
  return (
    <>
      <div className="grid gap-3 sm:gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <GreetingHero
            firstName={user.firstName}
            isPregnant={user.isPregnant}
            week={week}
            day={day}
            daysToGo={daysToGo}
            badge={heroBadge}
          />
        </div>
        {week !== null && (
          <div className={showsBaby ? '*:h-full' : 'lg:col-span-2'}>
            <JourneyTimeline week={week} />
          </div>
        )}
        {showsBaby && <BabyCard week={week} babyGender={user.babyGender} />}
      </div>
      <QuickActions isAdmin={user.isAdmin} isPregnant={user.isPregnant} followsPartner={followsPartner} />
      <WeekProgress
        isPregnant={user.isPregnant}
        followsPartner={followsPartner}
        week={week}
        dueDate={user.dueDate}
        timeZone={user.timeZone}
        now={now}
      />
    </>
  );
}
