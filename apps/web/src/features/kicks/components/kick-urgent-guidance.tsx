import { KICK_URGENT_HEADING, urgentCallActions, type KickConcern, type KickGuidance } from '@bloom/contract';
import { UrgentCard } from '@/components/urgent-card.tsx';
import { SourceLine } from '@/components/source-line.tsx';

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
  const why = concern === 'less-than-usual' ? guidance.lessThanUsual : guidance.fewerThanTen;
  return (
    <UrgentCard heading={KICK_URGENT_HEADING} actions={urgentCallActions(providerPhone)}>
      {[why, guidance.urgentSign].map((item) => (
        <div key={item.text} className="space-y-0.5">
          <p>{item.text}</p>
          <SourceLine source={item.source} className="text-red-900 dark:text-red-100" />
        </div>
      ))}
    </UrgentCard>
  );
}
