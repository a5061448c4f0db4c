import type { ProductSafety } from '@bloom/contract';
import { SafetyCard } from './safety-card.tsx';

/** The 'Pregnancy Safety Assessment' of a scanned product. */
export function SafetyAssessmentCard({ safety }: { safety: ProductSafety }) {
  return (
    <SafetyCard
      title="Pregnancy Safety Assessment"
      status={safety.status}
      description={safety.description}
      reason={safety.reason}
      guidelines={safety.guidelines}
    />
  );
}
