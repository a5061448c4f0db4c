import { DASHBOARD_MOODS } from '@bloom/contract';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { UpcomingAppointmentsCard } from '../../features/appointments/components/upcoming-appointments-card.tsx';
import { CalendarCard } from '../../features/calendar/components/calendar-card.tsx';
import { DashboardOverview } from '../../features/dashboard/components/dashboard-overview.tsx';
import { FoodSafetyCard } from '../../features/food-safety/components/food-safety-card.tsx';
import { TrackerCard } from '../../features/tracking/components/tracker-card.tsx';

/**
 * The home screen composes the features' cards in the spec's order (§2 'Dashboard (home)'):
 * usage limits (non-admin) · greeting hero · journey timeline · baby-size chip · development
 * image · quick actions · week progress · partner view · tracker (#health-tracking) ·
 * food safety (#food-safety) · appointments (#appointments) · calendar · learning teasers · sync panel.
 */
export default function DashboardRoute() {
  const sections: [string, ReactNode][] = [
    ['overview', <DashboardOverview />],
    ['tracker', <TrackerCard moods={DASHBOARD_MOODS} />],
    ['food-safety', <FoodSafetyCard />],
    ['appointments', <UpcomingAppointmentsCard />],
    ['calendar', <CalendarCard />],
  ];
  return (
    <div className="space-y-6">
      {sections.map(([key, section]) => (
        <ErrorBoundary key={key}>{section}</ErrorBoundary>
      ))}
    </div>
  );
}
