import { TRACKING_MOODS } from '@bloom/contract';
import { OfflineQueueStatus } from '@/components/offline-queue-status.tsx';
import { ChecklistsLinkCard } from '@/features/checklists/components/checklists-link-card.tsx';
import { ContractionsLinkCard } from '@/features/contractions/components/contractions-link-card.tsx';
import { KicksLinkCard } from '@/features/kicks/components/kicks-link-card.tsx';
import { MoodHistory, SymptomHistory } from '@/features/tracking/components/history.tsx';
import { TrackerCard } from '@/features/tracking/components/tracker-card.tsx';
import { TrackingStats } from '@/features/tracking/components/tracking-stats.tsx';
import { Trends } from '@/features/tracking/components/trends.tsx';
import { WeightLinkCard } from '@/features/weight/components/weight-link-card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { PageHeading } from './page-heading.tsx';

/**
 * The Health Tracking page (spec §2): four stat cards, the tracker, the two histories, then
 * the 8-week trends. Its tracker offers the tracking-area moods (spec §3).
 */
export default function TrackingRoute() {
  const { t } = useT('tracking');
  return (
    <div className="space-y-6">
      <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />
      <OfflineQueueStatus />
      <TrackingStats />
      <KicksLinkCard />
      <ContractionsLinkCard />
      <ChecklistsLinkCard />
      <WeightLinkCard />
      <TrackerCard moods={TRACKING_MOODS} title={t('page.tracker')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SymptomHistory />
        <MoodHistory />
      </div>
      <Trends />
    </div>
  );
}
