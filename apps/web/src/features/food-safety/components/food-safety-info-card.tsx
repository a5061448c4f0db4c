import type { FoodSafetyInfo } from '@bloom/contract';
import { useT } from '@/lib/i18n/index.ts';
import { ExternalLink } from './external-link.tsx';
import { SafetyCard } from './safety-card.tsx';

/**
 * The safety card: food name, status, description, 'Why', 'Guidelines' and the cited source. The
 * server gives the verdict in her language; one with no Spanish yet comes with a `translationNotice`
 * and its English, marked as English.
 */
export function FoodSafetyInfoCard({ info }: { info: FoodSafetyInfo }) {
  const { t } = useT('food');
  return (
    <SafetyCard
      untranslated={info.translationNotice !== undefined}
      title={info.foodName}
      status={info.status}
      description={info.description}
      reason={info.reason}
      guidelines={info.guidelines}
      footer={
        <p className="text-xs text-gray-600 dark:text-gray-400">
          {t('card.source')}
          <ExternalLink href={info.sourceUrl}>{info.sourceOrganization}</ExternalLink>
          {t('card.reviewed', { date: info.reviewed })}
        </p>
      }
    />
  );
}
