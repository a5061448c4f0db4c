import { UserManagement } from '../../features/admin/components/user-management.tsx';
import { PageHeading } from './page-heading.tsx';

export default function AdminRoute() {
  return (
    <>
      <PageHeading title="Admin Dashboard" subtitle="Approve new accounts and manage users." />
      <UserManagement />
    </>
  );
}
