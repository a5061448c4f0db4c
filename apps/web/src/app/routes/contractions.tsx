import { OfflineQueueStatus } from '@/components/offline-queue-status.tsx';
import { useSearchParams } from 'react-router';
import { ContractionsPage } from '@/features/contractions/components/contractions-page.tsx';
import { PageHeading } from './page-heading.tsx';

/** The contraction timer (issue 34); `?for=<her id>` when her synced partner times for her. */
export default function ContractionsRoute() {
  const [params] = useSearchParams();
  const forId = params.get('for') ?? undefined;
  return (
    <div>
      <PageHeading
        title="Contraction Timer"
        subtitle="Time each contraction: how long it lasts and how far apart they come."
      />
      <div className="mb-4 empty:hidden">
        <OfflineQueueStatus />
      </div>
      <ContractionsPage forId={forId} />
    </div>
  );
}
