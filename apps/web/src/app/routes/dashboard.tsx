import { DASHBOARD_MOODS } from '@bloom/contract';
import { lazy, useMemo, type ReactNode } from 'react';
import { OfflineQueueStatus } from '@/components/offline-queue-status.tsx';
import { Deferred } from '@/components/ui/deferred.tsx';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { SkeletonCard } from '@/components/ui/skeleton.tsx';
import { UsageCard } from '@/features/chat/usage/usage-card.tsx';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview.tsx';
import { TodayActions } from '@/features/dashboard/components/today-actions.tsx';
import { ChecklistsLinkCard } from '@/features/checklists/components/checklists-link-card.tsx';
import { ContractionsLinkCard } from '@/features/contractions/components/contractions-link-card.tsx';
import { KicksLinkCard } from '@/features/kicks/components/kicks-link-card.tsx';
import { CareOnDay } from '@/features/reminders/components/care-on-day.tsx';
import { WeightLinkCard } from '@/features/weight/components/weight-link-card.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useRememberHome } from '../home-shell.ts';
import { hasTodayActions, useTodayActions } from './dashboard-today.ts';
import { PartnerView } from '@/features/partner-sync/components/partner-view.tsx';
import { useSyncFirst } from '@/features/partner-sync/components/sync-first.ts';
import { BabyCard } from '@/features/dashboard/components/baby-card.tsx';
import { PendingRequestsBadge } from '@/features/partner-sync/components/pending-requests-badge.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { UnlessFollowing, useFollowsPartner } from '@/features/partner-sync/components/unless-following.tsx';

// The sections below the first screen load their code and data after it (docs/decisions/008):
// the week and the baby paint without waiting for the calendar, the tabs and the dialogs.
const TrackerCard = lazy(() =>
  import('@/features/tracking/components/tracker-card.tsx').then((m) => ({ default: m.TrackerCard })),
);
const FoodSafetyCard = lazy(() =>
  import('@/features/food-safety/components/food-safety-card.tsx').then((m) => ({ default: m.FoodSafetyCard })),
);
const UpcomingAppointmentsCard = lazy(() =>
  import('@/features/appointments/components/upcoming-appointments-card.tsx').then((m) => ({
    default: m.UpcomingAppointmentsCard,
  })),
);
const CalendarCard = lazy(() =>
  import('@/features/calendar/components/calendar-card.tsx').then((m) => ({ default: m.CalendarCard })),
);
const CareTimelineCard = lazy(() =>
  import('@/features/reminders/components/care-timeline-card.tsx').then((m) => ({ default: m.CareTimelineCard })),
);
const LearningTeasers = lazy(() =>
  import('@/features/health/components/learning-teasers.tsx').then((m) => ({ default: m.LearningTeasers })),
);
const SyncPanel = lazy(() =>
  import('@/features/partner-sync/components/sync-panel.tsx').then((m) => ({ default: m.SyncPanel })),
);

/** One tool in the home page's list: nothing at all when the tool renders nothing this week. */
function ToolItem({ children }: { children: ReactNode }) {
  return <li className="empty:hidden">{children}</li>;
}

/**
 * A section below the first screen: an empty placeholder of about its height (carrying its
 * anchor, so /#food-safety still scrolls there) until it comes near the screen or the browser is
 * idle, then its code, with a skeleton of the same height while that loads.
 */
function Later({ children, height, id }: { children: ReactNode; height: string; id?: string }) {
  const { t } = useT('dashboard');
  return (
    <Deferred className={height} id={id} fallback={<SkeletonCard label={t('loadingSection')} className={height} />}>
      {children}
    </Deferred>
  );
}

/** The tools for her week, one link each; each renders nothing outside its weeks (the list then takes no room). */
function Tools() {
  const { t } = useT('dashboard');
  return (
    <ul aria-label={t('tools')} className="grid gap-3 sm:grid-cols-2 sm:gap-4 [&:not(:has(>li:not(:empty)))]:hidden">
      <ToolItem>
        <KicksLinkCard />
      </ToolItem>
      <ToolItem>
        <ContractionsLinkCard />
      </ToolItem>
      <ToolItem>
        <ChecklistsLinkCard />
      </ToolItem>
      <ToolItem>
        <WeightLinkCard />
      </ToolItem>
    </ul>
  );
}

/** 'Today', with the data it reads itself (her next appointment): that answer redraws this card only. */
function Today() {
  const today = useTodayActions();
  return today.length > 0 ? <TodayActions actions={today} /> : null;
}

// The sections are made once, not at each drawing of the route (docs/decisions/024): when one of
// the route's own answers comes (her syncs, a partner's request), React finds the same elements and
// leaves the sections as they are, instead of drawing the whole page again in one task.
// A partner's request, in the hero's corner: drawn over it, so it moves nothing when it arrives.
const HERO_BADGE = <PendingRequestsBadge className="absolute top-3 right-3 sm:top-6 sm:right-6" />;
const AFTER_FIRST_SCREEN = (
  // Renders nothing (and polls nothing) for an administrator.
  <ErrorBoundary>
    <UsageCard />
  </ErrorBoundary>
);
// This week's baby in the partner view is the home page's own baby card (issue 33).
const partnerBaby = (week: number) => <BabyCard week={week} babyGender={null} />;

/** Every section after the overview, in the spec's order. */
const LATER_SECTIONS: [string, ReactNode][] = [
  // A synced partner who is not pregnant sees her partner's data instead of the tracker.
  ['partner', <PartnerView baby={partnerBaby} />],
  // Kick counter from week 24; contraction timer from week 20; checklists always; weight gain while pregnant.
  ['tools', <Tools />],
  [
    'tracker',
    <UnlessFollowing>
      <Later height="min-h-[24rem]" id="health-tracking">
        <TrackerCard moods={DASHBOARD_MOODS} />
      </Later>
    </UnlessFollowing>,
  ],
  [
    'food-safety',
    <Later height="min-h-[30rem]" id="food-safety">
      <FoodSafetyCard />
    </Later>,
  ],
  [
    'appointments',
    <Later height="min-h-[14rem]" id="appointments">
      <UpcomingAppointmentsCard />
    </Later>,
  ],
  [
    // Her care timeline dated from her due date (renders nothing for someone not pregnant).
    'care-timeline',
    <Later height="min-h-[14rem]">
      <CareTimelineCard />
    </Later>,
  ],
  [
    'calendar',
    <Later height="min-h-[30rem]">
      {/* The calendar's selected day also lists the care steps whose window holds it. */}
      <CalendarCard daySlot={(day) => <CareOnDay date={day} />} />
    </Later>,
  ],
  [
    'learning',
    <Later height="min-h-[14rem]">
      <LearningTeasers />
    </Later>,
  ],
  [
    'sync',
    <Later height="min-h-[12rem]" id="partner-sync">
      <SyncPanel />
    </Later>,
  ],
];

/**
 * The home screen (issue 33: a calm "today" screen). The first screen holds her week (greeting
 * hero), this week's baby and 'Today' (at most three actions for her week, useTodayActions); the
 * chat allowance (non-admin) follows right under it, then the journey timeline with her due date
 * and the quick actions, then the other features' sections in the spec's order (§2 'Dashboard
 * (home)'): partner view · tools (kick counter, contraction timer) · tracker (#health-tracking) ·
 * food safety (#food-safety) · appointments (#appointments) · calendar · learning teasers · sync panel.
 */
export default function DashboardRoute() {
  const user = useUser();
  // The next visit paints her week before the app's code has arrived (docs/decisions/010).
  useRememberHome(user);
  const followsPartner = useFollowsPartner();
  const syncFirst = useSyncFirst();
  const withToday = hasTodayActions(user);
  const overview = useMemo(
    () => (
      <DashboardOverview
        followsPartner={followsPartner}
        heroBadge={HERO_BADGE}
        today={withToday ? <Today /> : null}
        afterFirstScreen={AFTER_FIRST_SCREEN}
      />
    ),
    [followsPartner, withToday],
  );
  const sections: [string, ReactNode][] = [['overview', overview], ...LATER_SECTIONS];
  // A partner who has not synced yet, or her while his request waits: the sync panel comes right
  // under the first screen instead of last (issue 33).
  if (syncFirst) {
    const at = sections.findIndex(([key]) => key === 'sync');
    sections.splice(1, 0, ...sections.splice(at, 1));
  }
  return (
    <div className="space-y-4 sm:space-y-6">
      {/* Her entries made offline that wait to be sent (issue 35); nothing when there are none. */}
      <OfflineQueueStatus />
      {sections.map(([key, section]) => (
        <ErrorBoundary key={key}>{section}</ErrorBoundary>
      ))}
    </div>
  );
}
