import { OfflineQueueStatus } from '@/components/offline-queue-status.tsx';
import { useSearchParams } from 'react-router';
import { ContractionsPage } from '@/features/contractions/components/contractions-page.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { PageHeading } from './page-heading.tsx';

/** The contraction timer (issue 34); `?for=<her id>` when her synced partner times for her. */
export default function ContractionsRoute() {
  const { t } = useT('shell');
  const [params] = useSearchParams();
  const forId = params.get('for') ?? undefined;
  return (
    <div>
      <PageHeading title={t('pages.contractions.title')} subtitle={t('pages.contractions.subtitle')} />
      <div className="mb-4 empty:hidden">
        <OfflineQueueStatus />
      </div>
      <ContractionsPage forId={forId} />
    </div>
  );
}
