import type { ProductSafety } from '@bloom/contract';
import { useT } from '@/lib/i18n/index.ts';
import { SafetyCard } from './safety-card.tsx';

/** The 'Pregnancy Safety Assessment' of a scanned product (the server's words are English only). */
export function SafetyAssessmentCard({ safety }: { safety: ProductSafety }) {
  const { t } = useT('food');
  return (
    <SafetyCard
      untranslated
      title={t('card.assessment')}
      status={safety.status}
      description={safety.description}
      reason={safety.reason}
      guidelines={safety.guidelines}
    />
  );
}
