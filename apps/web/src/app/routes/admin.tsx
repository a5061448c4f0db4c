import { AdminDashboard } from '@/features/admin/components/admin-dashboard.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { PageHeading } from './page-heading.tsx';

export default function AdminRoute() {
  const { t } = useT('admin');
  return (
    <>
      <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />
      <AdminDashboard />
    </>
  );
}
