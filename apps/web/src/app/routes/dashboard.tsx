import { DASHBOARD_MOODS } from '@bloom/contract';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { UpcomingAppointmentsCard } from '../../features/appointments/components/upcoming-appointments-card.tsx';
import { CalendarCard } from '../../features/calendar/components/calendar-card.tsx';
import { UsageCard } from '../../features/chat/usage/usage-card.tsx';
import { DashboardOverview } from '../../features/dashboard/components/dashboard-overview.tsx';
import { LearningTeasers } from '../../features/health/components/learning-teasers.tsx';
import { FoodSafetyCard } from '../../features/food-safety/components/food-safety-card.tsx';
import { PartnerView } from '../../features/partner-sync/components/partner-view.tsx';
import { SyncPanel } from '../../features/partner-sync/components/sync-panel.tsx';
import { UnlessFollowing } from '../../features/partner-sync/components/unless-following.tsx';
import { TrackerCard } from '../../features/tracking/components/tracker-card.tsx';

/**
 * The home screen composes the features' cards in the spec's order (§2 'Dashboard (home)'):
 * usage limits (non-admin) · greeting hero · journey timeline · baby-size chip · development
 * image · quick actions · week progress · partner view · tracker (#health-tracking) ·
 * food safety (#food-safety) · appointments (#appointments) · calendar · learning teasers · sync panel.
 */
export default function DashboardRoute() {
  const sections: [string, ReactNode][] = [
    // Renders nothing (and polls nothing) for an administrator.
    ['usage', <UsageCard />],
    ['overview', <DashboardOverview />],
    // A synced partner who is not pregnant sees her partner's data instead of the tracker.
    ['partner', <PartnerView />],
    [
      'tracker',
      <UnlessFollowing>
        <TrackerCard moods={DASHBOARD_MOODS} />
      </UnlessFollowing>,
    ],
    ['food-safety', <FoodSafetyCard />],
    ['appointments', <UpcomingAppointmentsCard />],
    ['calendar', <CalendarCard />],
    ['learning', <LearningTeasers />],
    ['sync', <SyncPanel />],
  ];
  return (
    <div className="space-y-6">
      {sections.map(([key, section]) => (
        <ErrorBoundary key={key}>{section}</ErrorBoundary>
      ))}
    </div>
  );
}
