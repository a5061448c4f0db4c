import { OfflineQueueStatus } from '@/components/offline-queue-status.tsx';
import { KicksPage } from '@/features/kicks/components/kicks-page.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { PageHeading } from './page-heading.tsx';

/** The kick counter (issue 34). */
export default function KicksRoute() {
  const { t } = useT('shell');
  return (
    <div>
      <PageHeading title={t('pages.kicks.title')} subtitle={t('pages.kicks.subtitle')} />
      <div className="mb-4 empty:hidden">
        <OfflineQueueStatus />
      </div>
      <KicksPage />
    </div>
  );
}
