import { DASHBOARD_MOODS } from '@bloom/contract';
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
  return (
    <div className="space-y-6">
      <DashboardOverview />
      <TrackerCard moods={DASHBOARD_MOODS} />
      <FoodSafetyCard />
      <UpcomingAppointmentsCard />
      <CalendarCard />
    </div>
  );
}
