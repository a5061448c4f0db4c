import { PARTNER_ACCESS_ENDED_MESSAGE, PARTNER_VIEW_PAUSED_MESSAGE } from '@bloom/contract';
import { PREGNANCY_WEEKS } from '@bloom/pregnancy';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, HeartPulse, Timer } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { SkeletonCard } from '../../../components/ui/skeleton.tsx';
import { useUser } from '../../../lib/auth/auth-context.tsx';
import { usePartnerData } from '../api/get-partner-data.ts';
import { followedSync, syncConnectionsQueryOptions, useSyncConnections } from '../api/get-sync-connections.ts';
import { isGone, isPaused } from './failure.ts';
import { PartnerLists } from './partner-lists.tsx';

export const PARTNER_VIEW_ID = 'partner-health';
const HEADING_ID = 'partner-health-heading';
const skeleton = <SkeletonCard label="Loading your partner’s updates…" rows={3} className="min-h-80" />;

function WeekLine({ name, week }: { name: string; week: number | null }) {
  if (week === null) return <p className="text-sm text-ink-muted">{name}’s weeks are not set yet.</p>;
  return (
    <p className="font-display text-title font-semibold text-accent-ink">
      Week {week} <span className="text-subheading font-normal text-ink-muted">of {PREGNANCY_WEEKS}</span>
    </p>
  );
}

/**
 * Her data, refreshed every 5 s while on screen. A 404 means the sync ended (whoever ended it), so
 * the syncs are refetched and the view goes; a 403 'paused' hides what was shown until she
 * resumes, and the polling carries on so it comes back by itself. Neither says why.
 */
function FollowedData({ partnerName, herId }: { partnerName: string; herId: string }) {
  const query = usePartnerData(true);
  const queryClient = useQueryClient();
  const gone = query.isError && isGone(query.error);
  const paused = query.isError && isPaused(query.error);
  useEffect(() => {
    if (gone || paused) void queryClient.invalidateQueries({ queryKey: syncConnectionsQueryOptions().queryKey });
  }, [gone, paused, queryClient]);

  if (query.isPending) {
    return (
      <>
        <h2 id={HEADING_ID} className="sr-only">
          {partnerName}’s pregnancy
        </h2>
        {skeleton}
      </>
    );
  }
  const name = query.data?.firstName ?? partnerName;
  return (
    <Card>
      <CardHeader
        id={HEADING_ID}
        icon={<HeartPulse />}
        title={`${name}’s pregnancy`}
        description="Shared with you by your partner. Updates every few seconds."
      />
      {gone ? (
        <Alert tone="info">{PARTNER_ACCESS_ENDED_MESSAGE}</Alert>
      ) : paused ? (
        <Alert tone="info">{PARTNER_VIEW_PAUSED_MESSAGE}</Alert>
      ) : query.data ? (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <WeekLine name={name} week={query.data.pregnancyWeeks} />
            <Badge tone="lavender" icon={Eye}>
              Read-only
            </Badge>
          </div>
          <PartnerLists data={query.data} />
          {/* The one thing he may write for her (docs/product-decisions.md): her contractions, timed on her log. */}
          <Link
            to={`/contractions?for=${encodeURIComponent(herId)}`}
            className={buttonClass({ variant: 'secondary', size: 'lg', className: 'w-full no-underline sm:w-auto' })}
          >
            <Timer aria-hidden className="size-5" />
            Time a contraction for her
          </Link>
          {query.isError && (
            <p role="status" className="text-sm text-ink-muted">
              Showing the last update; we could not refresh just now.
            </p>
          )}
        </div>
      ) : (
        <Alert tone="error">
          <p>We could not load your partner’s updates.</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
    </Card>
  );
}

/**
 * The partner data view (spec §2, after week progress; anchor #partner-health): for a partner who
 * is not pregnant and follows a pregnant user, her first name, week, latest symptoms and moods
 * and next appointments, read-only, and a link to time a contraction for her. Renders nothing for anyone else.
 */
export function PartnerView() {
  const user = useUser();
  const connections = useSyncConnections();
  if (user.isPregnant) return null;
  // The tracker waits for the same answer, so this skeleton holds the place of one or the other.
  if (connections.isPending) return skeleton;
  const following = followedSync(connections.data);
  if (!following) return null;
  return (
    <section id={PARTNER_VIEW_ID} aria-labelledby={HEADING_ID} className="scroll-mt-24">
      <FollowedData partnerName={following.partnerName} herId={following.partnerId} />
    </section>
  );
}
