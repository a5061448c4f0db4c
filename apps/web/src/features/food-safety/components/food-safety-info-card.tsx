import type { FoodSafetyInfo } from '@bloom/contract';
import { ExternalLink } from './external-link.tsx';
import { SafetyCard } from './safety-card.tsx';

/** The safety card: food name, status, description, 'Why', 'Guidelines' and the cited source. */
export function FoodSafetyInfoCard({ info }: { info: FoodSafetyInfo }) {
  return (
    <SafetyCard
      title={info.foodName}
      status={info.status}
      description={info.description}
      reason={info.reason}
      guidelines={info.guidelines}
      footer={
        <p className="text-xs text-gray-600 dark:text-gray-400">
          Source: <ExternalLink href={info.sourceUrl}>{info.sourceOrganization}</ExternalLink> · reviewed{' '}
          {info.reviewed}
        </p>
      }
    />
  );
}
