import {
  CONTRACTIONS_LINKED_FROM_WEEK,
  PARTNER_ACCESS_ENDED_MESSAGE,
  PARTNER_VIEW_PAUSED_MESSAGE,
  type PartnerData,
} from '@bloom/contract';
import { daysUntilDue, PREGNANCY_WEEKS } from '@bloom/pregnancy';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarHeart, Eye, HeartPulse, ListChecks, Timer } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { SkeletonCard } from '@/components/ui/skeleton.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { usePartnerData } from '../api/get-partner-data.ts';
import { followedSync, syncConnectionsQueryOptions, useSyncConnections } from '../api/get-sync-connections.ts';
import { isGone, isPaused } from './failure.ts';
import { HowToHelp } from './how-to-help.tsx';
import { PartnerLists } from './partner-lists.tsx';

export const PARTNER_VIEW_ID = 'partner-health';
const HEADING_ID = 'partner-health-heading';
const skeleton = <SkeletonCard label="Loading your partner’s updates…" rows={3} className="min-h-80" />;
// Week 1 is counted from the last period, before conception: no baby to show yet (as on her home page).
const FIRST_BABY_WEEK = 2;
// The due date is a calendar day; formatted in UTC it shows that very day.
const dueDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** This week's baby, drawn by another feature (the route passes the dashboard's baby card). */
export type BabySlot = (week: number) => ReactNode;

function WeekLine({ name, week }: { name: string; week: number | null }) {
  if (week === null) return <p className="text-sm text-ink-muted">{name}’s weeks are not set yet.</p>;
  return (
    // A figure, not a heading (the card's heading names her pregnancy): no <p> dressed as one.
    <div className="font-display text-title font-semibold text-accent-ink">
      Week {week} <span className="text-subheading font-normal text-ink-muted">of {PREGNANCY_WEEKS}</span>
    </div>
  );
}

function daysToGoText(days: number): string {
  if (days > 1) return `${days} days to go`;
  if (days === 1) return '1 day to go';
  return days === 0 ? 'Due today' : 'Past the due date';
}

/** 'Due June 25, 2026 · 112 days to go', counted from today where he is. */
function DueLine({ dueDate, timeZone }: { dueDate: string | null; timeZone: string }) {
  if (dueDate === null) return null;
  const days = daysUntilDue(dueDate, new Date(), timeZone);
  return (
    <p className="flex items-center gap-2 text-sm text-ink">
      <CalendarHeart aria-hidden className="size-4 shrink-0 text-accent-ink" />
      <span>
        Due {dueDateFormat.format(new Date(`${dueDate}T00:00:00Z`))}
        {days === null ? '' : ` · ${daysToGoText(days)}`}
      </span>
    </p>
  );
}

/** Her latest updates: symptoms, moods, appointments, kick counts, contractions and checklists, read-only. */
function Updates({ data }: { data: PartnerData }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader
        id={headingId}
        icon={<ListChecks />}
        title="Her latest updates"
        description="Updates every few seconds."
      />
      <PartnerLists data={data} />
    </Card>
  );
}

/**
 * Her data, refreshed every 5 s while on screen. A 404 means the sync ended (whoever ended it), so
 * the syncs are refetched and the view goes; a 403 'paused' hides what was shown until she
 * resumes, and the polling carries on so it comes back by itself. Neither says why.
 */
function FollowedData({ partnerName, herId, baby }: { partnerName: string; herId: string; baby?: BabySlot }) {
  const user = useUser();
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
  const data = gone || paused ? undefined : query.data;
  const week = data?.pregnancyWeeks ?? null;
  return (
    <div className="space-y-4 sm:space-y-6">
      <Card>
        <CardHeader
          id={HEADING_ID}
          icon={<HeartPulse />}
          title={`${name}’s pregnancy`}
          description="Shared with you by your partner."
          action={
            data ? (
              <Badge tone="lavender" icon={Eye}>
                Read-only
              </Badge>
            ) : undefined
          }
        />
        {gone ? (
          <Alert tone="info">{PARTNER_ACCESS_ENDED_MESSAGE}</Alert>
        ) : paused ? (
          <Alert tone="info">{PARTNER_VIEW_PAUSED_MESSAGE}</Alert>
        ) : data ? (
          <div className="space-y-4">
            <div className="space-y-1">
              <WeekLine name={name} week={week} />
              <DueLine dueDate={data.dueDate} timeZone={user.timeZone} />
            </div>
            {/* The one thing he may write for her (docs/product-decisions.md): her contractions, timed on her log. */}
            {(week === null || week >= CONTRACTIONS_LINKED_FROM_WEEK) && (
              <Link
                to={`/contractions?for=${encodeURIComponent(herId)}`}
                className={buttonClass({
                  variant: 'secondary',
                  size: 'lg',
                  className: 'w-full no-underline sm:w-auto',
                })}
              >
                <Timer aria-hidden className="size-5" />
                Time a contraction for her
              </Link>
            )}
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
      {data && baby && week !== null && week >= FIRST_BABY_WEEK && baby(week)}
      {data && <HowToHelp name={name} week={week} />}
      {data && <Updates data={data} />}
    </div>
  );
}

/**
 * The partner data view (spec §2, after week progress; anchor #partner-health): for a partner who
 * is not pregnant and follows a pregnant user, her first name, week and due date, a link to time
 * a contraction for her, this week's baby (`baby`, issue 33), how to help this week, and her
 * latest symptoms, moods, appointments and other updates, read-only. Renders nothing for anyone else.
 */
export function PartnerView({ baby }: { baby?: BabySlot } = {}) {
  const user = useUser();
  const connections = useSyncConnections();
  if (user.isPregnant) return null;
  // The tracker waits for the same answer, so this skeleton holds the place of one or the other.
  if (connections.isPending) return skeleton;
  const following = followedSync(connections.data);
  if (!following) return null;
  return (
    <section id={PARTNER_VIEW_ID} aria-labelledby={HEADING_ID} className="scroll-mt-24">
      <FollowedData partnerName={following.partnerName} herId={following.partnerId} {...(baby ? { baby } : {})} />
    </section>
  );
}
