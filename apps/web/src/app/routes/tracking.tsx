import { PageHeading } from './page-heading.tsx';

export default function TrackingRoute() {
  return <PageHeading title="Health Tracking" subtitle="Track your symptoms and mood over time." />;
}
