import { DASHBOARD_MOODS } from '@bloom/contract';
import { lazy, type ReactNode } from 'react';
import { Deferred } from '../../components/ui/deferred.tsx';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { SkeletonCard } from '../../components/ui/skeleton.tsx';
import { UsageCard } from '../../features/chat/usage/usage-card.tsx';
import { DashboardOverview } from '../../features/dashboard/components/dashboard-overview.tsx';
import { ContractionsLinkCard } from '../../features/contractions/components/contractions-link-card.tsx';
import { KicksLinkCard } from '../../features/kicks/components/kicks-link-card.tsx';
import { useUser } from '../../lib/auth/auth-context.tsx';
import { useRememberHome } from '../home-shell.ts';
import { PartnerView } from '../../features/partner-sync/components/partner-view.tsx';
import { PendingRequestsBadge } from '../../features/partner-sync/components/pending-requests-badge.tsx';
import { UnlessFollowing, useFollowsPartner } from '../../features/partner-sync/components/unless-following.tsx';

// The sections below the first screen load their code and data after it (docs/decisions/008):
// the week and the baby paint without waiting for the calendar, the tabs and the dialogs.
const TrackerCard = lazy(() =>
  import('../../features/tracking/components/tracker-card.tsx').then((m) => ({ default: m.TrackerCard })),
);
const FoodSafetyCard = lazy(() =>
  import('../../features/food-safety/components/food-safety-card.tsx').then((m) => ({ default: m.FoodSafetyCard })),
);
const UpcomingAppointmentsCard = lazy(() =>
  import('../../features/appointments/components/upcoming-appointments-card.tsx').then((m) => ({
    default: m.UpcomingAppointmentsCard,
  })),
);
const CalendarCard = lazy(() =>
  import('../../features/calendar/components/calendar-card.tsx').then((m) => ({ default: m.CalendarCard })),
);
const LearningTeasers = lazy(() =>
  import('../../features/health/components/learning-teasers.tsx').then((m) => ({ default: m.LearningTeasers })),
);
const SyncPanel = lazy(() =>
  import('../../features/partner-sync/components/sync-panel.tsx').then((m) => ({ default: m.SyncPanel })),
);

/**
 * A section below the first screen: an empty placeholder of about its height (carrying its
 * anchor, so /#food-safety still scrolls there) until it comes near the screen or the browser is
 * idle, then its code, with a skeleton of the same height while that loads.
 */
function Later({ children, height, id }: { children: ReactNode; height: string; id?: string }) {
  return (
    <Deferred className={height} id={id} fallback={<SkeletonCard label="Loading…" className={height} />}>
      {children}
    </Deferred>
  );
}

/**
 * The home screen composes the features' cards in the spec's order (§2 'Dashboard (home)'):
 * usage limits (non-admin) · greeting hero · journey timeline · baby-size chip · development
 * image · quick actions · week progress · partner view · tracker (#health-tracking) ·
 * food safety (#food-safety) · appointments (#appointments) · calendar · learning teasers · sync panel.
 */
export default function DashboardRoute() {
  // The next visit paints her week before the app's code has arrived (docs/decisions/010).
  useRememberHome(useUser());
  const followsPartner = useFollowsPartner();
  const sections: [string, ReactNode][] = [
    // Renders nothing (and polls nothing) for an administrator.
    ['usage', <UsageCard />],
    [
      'overview',
      <DashboardOverview
        followsPartner={followsPartner}
        // A partner's request, in the hero's corner: drawn over it, so it moves nothing when it arrives.
        heroBadge={<PendingRequestsBadge className="absolute top-3 right-3 sm:top-6 sm:right-6" />}
      />,
    ],
    // A synced partner who is not pregnant sees her partner's data instead of the tracker.
    ['partner', <PartnerView />],
    // From week 24 (renders nothing before, and for someone whose week is unknown).
    ['kicks', <KicksLinkCard />],
    // From week 20, for a pregnant user (preterm labor counts from then).
    ['contractions', <ContractionsLinkCard />],
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
      'calendar',
      <Later height="min-h-[30rem]">
        <CalendarCard />
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
  return (
    <div className="space-y-4 sm:space-y-6">
      {sections.map(([key, section]) => (
        <ErrorBoundary key={key}>{section}</ErrorBoundary>
      ))}
    </div>
  );
}
