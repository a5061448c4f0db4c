import { AdminDashboard } from '@/features/admin/components/admin-dashboard.tsx';
import { PageHeading } from './page-heading.tsx';

export default function AdminRoute() {
  return (
    <>
      <PageHeading title="Admin Dashboard" subtitle="Accounts, activity and usage across BLOOM." />
      <AdminDashboard />
    </>
  );
}
