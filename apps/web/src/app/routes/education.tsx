import { EducationHub } from '@/features/health/components/education-hub.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { PageHeading } from './page-heading.tsx';

export default function EducationRoute() {
  const { t } = useT('shell');
  return (
    <>
      <PageHeading title={t('pages.education.title')} subtitle={t('pages.education.subtitle')} />
      <EducationHub />
    </>
  );
}
