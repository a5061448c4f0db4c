import { PageHeading } from './page-heading.tsx';

export default function ProvidersRoute() {
  return <PageHeading title="Find a Provider" subtitle="Search prenatal care providers near you." />;
}
