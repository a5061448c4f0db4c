import { WEEK_BANDS } from '@bloom/pregnancy';
import type { ReactNode } from 'react';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useNow } from '../use-now.ts';
import { weekFiguresAt } from '../week-day.ts';
import { BabyCard } from './baby-card.tsx';
import { GreetingHero } from './greeting-hero.tsx';
import { JourneyTimeline } from './journey-timeline.tsx';
import { QuickActions } from './quick-actions.tsx';
import { DueDateNote, WeekProgress } from './week-progress.tsx';

// Week 1 is counted from the last period, before conception: there is no baby to compare with a fruit yet.
const FIRST_BABY_WEEK = WEEK_BANDS[0]?.start ?? 2;

export interface DashboardOverviewProps {
  /** A synced partner who is not pregnant (the route knows; this feature does not). */
  followsPartner?: boolean;
  /** Another feature's notice for the hero's corner (see GreetingHero's `badge`). */
  heroBadge?: ReactNode;
  /** 'Today': up to three actions for her week (TodayActions), beside the baby on the first screen. */
  today?: ReactNode;
  /** What comes right after the first screen (the chat allowance), before the journey. */
  afterFirstScreen?: ReactNode;
}

/**
 * The home screen's own sections (issue 33: a "today" screen). The first screen holds the
 * greeting hero with her week, this week's baby (size chip, development image, typical size) and
 * 'Today', and nothing else: on a phone all three fit above the bottom bar; on a wide screen the
 * baby and 'Today' sit side by side under the hero. Then, below: `afterFirstScreen`, the journey
 * timeline with her due date (the days to go are said once, in the hero), and the quick actions.
 * Returns siblings so the route's spacing applies and other features' sections can follow.
 */
export function DashboardOverview({
  followsPartner = false,
  heroBadge,
  today,
  afterFirstScreen,
}: DashboardOverviewProps) {
  const user = useUser();
  const now = useNow();
  // The server's own rule (due date and today in her time zone), re-run as `now` ticks so a
  // dashboard left open moves on at her midnight without refetching the profile.
  const { week, day, daysToGo } = weekFiguresAt(user, now);
  const showsBaby = week !== null && week >= FIRST_BABY_WEEK;
  const pregnantWithWeek = user.isPregnant && week !== null;
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
        {showsBaby && <BabyCard week={week} babyGender={user.babyGender} />}
        {today && <div className={showsBaby ? undefined : 'lg:col-span-2'}>{today}</div>}
      </div>
      {afterFirstScreen}
      {week !== null && (
        <JourneyTimeline week={week}>
          {pregnantWithWeek && <DueDateNote week={week} dueDate={user.dueDate} timeZone={user.timeZone} now={now} />}
        </JourneyTimeline>
      )}
      <QuickActions isAdmin={user.isAdmin} isPregnant={user.isPregnant} followsPartner={followsPartner} />
      {!pregnantWithWeek && (
        <WeekProgress
          isPregnant={user.isPregnant}
          followsPartner={followsPartner}
          week={week}
          dueDate={user.dueDate}
          timeZone={user.timeZone}
          now={now}
        />
      )}
    </>
  );
}
