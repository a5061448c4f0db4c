import type { FoodSearchResult } from '@bloom/contract';
import { Database, Wifi } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { FoodSafetyInfoCard } from './food-safety-info-card.tsx';
import { NutritionSection, RecallSection } from './live-data-sections.tsx';
import { MedicalDisclaimer } from './medical-disclaimer.tsx';
import { ResultBlock } from './safety-details.tsx';
import { StatusBadge } from './status-badge.tsx';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useT } from '@/lib/i18n/index.ts';

function SourceBadge({ live, lastUpdated }: { live: boolean; lastUpdated: string | null }) {
  const { t } = useT('food');
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <span
        className={
          live
            ? 'inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 font-semibold text-green-800'
            : 'inline-flex items-center gap-1 rounded-full bg-gray-100 px-2.5 py-0.5 font-semibold text-gray-800'
        }
      >
        {live ? <Wifi className="size-3.5" aria-hidden /> : <Database className="size-3.5" aria-hidden />}
        {live ? t('live') : t('local')}
      </span>
      {lastUpdated && (
        <span className="text-gray-600 dark:text-gray-400">{t('updated', { when: formatDateTime(lastUpdated) })}</span>
      )}
    </div>
  );
}

function LocalResults({ results }: { results: FoodSearchResult['localResults'] }) {
  const id = useId();
  const { t } = useT('food');
  return (
    <ResultBlock labelId={id} title={t('localResults')}>
      <ul className="space-y-2">
        {results.map((r) => (
          <li key={r.id} className="text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{r.name}</span>
              <StatusBadge status={r.status} />
            </div>
            <p className="text-gray-700 dark:text-gray-300">{r.description}</p>
          </li>
        ))}
      </ul>
    </ResultBlock>
  );
}

/** Everything one search answered, in the order of spec §2 'Food Safety Check'. */
export function FoodSearchResults({ term, result }: { term: string; result: FoodSearchResult }) {
  const { safetyInfo, recallInfo, nutritionData } = result;
  const { t } = useT('food');
  // The safety card already shows its own food; list only the other matches.
  const others = result.localResults.filter((r) => r.name !== safetyInfo?.foodName);
  const nothing =
    !safetyInfo &&
    result.localResults.length === 0 &&
    nutritionData.length === 0 &&
    (recallInfo?.recentRecalls.length ?? 0) === 0;

  return (
    <div className="space-y-4">
      <SourceBadge live={result.hasRealData} lastUpdated={result.lastUpdated} />
      {result.error && <Alert tone="warning">{result.error}</Alert>}
      {nothing ? (
        <div className="rounded-xl bg-gray-50 p-4 text-center text-sm dark:bg-gray-800">
          <p className="font-medium">{t('noResults', { term })}</p>
          <p className="text-gray-700 dark:text-gray-300">{t('tryCommon')}</p>
        </div>
      ) : (
        <>
          {safetyInfo && <FoodSafetyInfoCard info={safetyInfo} />}
          {recallInfo && <RecallSection info={recallInfo} />}
          {nutritionData.length > 0 && <NutritionSection items={nutritionData} />}
          {others.length > 0 && <LocalResults results={others} />}
        </>
      )}
      <MedicalDisclaimer />
    </div>
  );
}
