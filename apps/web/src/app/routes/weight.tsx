import { WeightPage } from '@/features/weight/components/weight-page.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { PageHeading } from './page-heading.tsx';

/** Weight gain against the recommended range (issue 34). */
export default function WeightRoute() {
  const { t } = useT('shell');
  return (
    <div>
      <PageHeading title={t('pages.weight.title')} subtitle={t('pages.weight.subtitle')} />
      <WeightPage />
    </div>
  );
}
