import { KICK_TARGET, KICKS_OFFERED_FROM_WEEK } from '@bloom/contract';
import { Footprints } from 'lucide-react';
import { ToolLinkCard } from '@/components/tool-link-card.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** A card linking to the kick counter, shown from the week it is offered (dashboard, tracking page). */
export function KicksLinkCard() {
  const user = useUser();
  const { t } = useT('kicks');
  if (user.pregnancyWeeks === null || user.pregnancyWeeks < KICKS_OFFERED_FROM_WEEK) return null;
  return (
    <ToolLinkCard to="/kicks" icon={Footprints} title={t('link.title')}>
      {t('link.text', { target: KICK_TARGET })}
    </ToolLinkCard>
  );
}
