import { OfflineQueueStatus } from '@/components/offline-queue-status.tsx';
import { KicksPage } from '@/features/kicks/components/kicks-page.tsx';
import { PageHeading } from './page-heading.tsx';

/** The kick counter (issue 34). */
export default function KicksRoute() {
  return (
    <div>
      <PageHeading title="Kick Counter" subtitle="Count your baby’s movements and see how long 10 take." />
      <div className="mb-4 empty:hidden">
        <OfflineQueueStatus />
      </div>
      <KicksPage />
    </div>
  );
}
