import { KICK_TARGET, KICKS_OFFERED_FROM_WEEK } from '@bloom/contract';
import { Footprints } from 'lucide-react';
import { ToolLinkCard } from '@/components/tool-link-card.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';

/** A card linking to the kick counter, shown from the week it is offered (dashboard, tracking page). */
export function KicksLinkCard() {
  const user = useUser();
  if (user.pregnancyWeeks === null || user.pregnancyWeeks < KICKS_OFFERED_FROM_WEEK) return null;
  return (
    <ToolLinkCard to="/kicks" icon={Footprints} title="Kick counter">
      Time how long your baby takes to make {KICK_TARGET} movements
    </ToolLinkCard>
  );
}
