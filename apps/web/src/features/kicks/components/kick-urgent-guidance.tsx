import { urgentCallActions, type KickConcern, type KickGuidance } from '@bloom/contract';
import { UrgentCard } from '@/components/urgent-card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { GuidanceText } from '@/components/guidance-text.tsx';

/**
 * The urgent-sign guidance after a session that is not reassuring: why (fewer than 10 movements
 * in 2 hours, or less than usual), CDC's warning sign, and the same call buttons as the chat's card.
 */
export function KickUrgentGuidance({
  concern,
  guidance,
  providerPhone,
}: {
  concern: KickConcern;
  guidance: KickGuidance;
  providerPhone: string | null;
}) {
  const { t } = useT('kicks');
  const why = concern === 'less-than-usual' ? guidance.lessThanUsual : guidance.fewerThanTen;
  const sourceClassName = 'text-red-900 dark:text-red-100';
  return (
    <UrgentCard heading={t('urgent.heading')} actions={urgentCallActions(providerPhone)}>
      <GuidanceText className="space-y-0.5" text={why.text} source={why.source} sourceClassName={sourceClassName} />
      {/* CDC's warning sign has CDC's own Spanish (the chat's urgent card says it the same way). */}
      <GuidanceText
        className="space-y-0.5"
        text={guidance.urgentSign.text}
        source={guidance.urgentSign.source}
        spanish={t('urgent.sign')}
        sourceClassName={sourceClassName}
      />
    </UrgentCard>
  );
}
