import { clampTimelineWeek } from '@bloom/pregnancy';
import { useUser } from '../../lib/auth/auth-context.tsx';
import { PageHeading } from './page-heading.tsx';

export default function DashboardRoute() {
  const user = useUser();
  const week = user.isPregnant && user.pregnancyWeeks ? clampTimelineWeek(user.pregnancyWeeks) : null;
  return (
    <PageHeading
      title={`Hello, ${user.firstName}!`}
      subtitle={week ? `Week ${week} of 40` : 'Welcome to your BLOOM dashboard.'}
    />
  );
}
