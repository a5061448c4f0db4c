import { EducationHub } from '@/features/health/components/education-hub.tsx';
import { PageHeading } from './page-heading.tsx';

export default function EducationRoute() {
  return (
    <>
      <PageHeading title="Learn" subtitle="Trusted pregnancy information from official health sources." />
      <EducationHub />
    </>
  );
}
