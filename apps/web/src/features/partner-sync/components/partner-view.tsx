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
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { formatIsoDate, useT } from '@/lib/i18n/index.ts';
import { usePartnerData } from '../api/get-partner-data.ts';
import { followedSync, syncConnectionsQueryOptions, useSyncConnections } from '../api/get-sync-connections.ts';
import { isGone, isPaused } from './failure.ts';
import { HowToHelp } from './how-to-help.tsx';
import { PartnerLists } from './partner-lists.tsx';

export const PARTNER_VIEW_ID = 'partner-health';
const HEADING_ID = 'partner-health-heading';
// Week 1 is counted from the last period, before conception: no baby to show yet (as on her home page).
const FIRST_BABY_WEEK = 2;

function Loading() {
  const { t } = useT('partnerSync');
  return <SkeletonCard label={t('view.loading')} rows={3} className="min-h-80" />;
}

/** This week's baby, drawn by another feature (the route passes the dashboard's baby card). */
export type BabySlot = (week: number) => ReactNode;

function WeekLine({ name, week }: { name: string; week: number | null }) {
  const { t } = useT('partnerSync');
  if (week === null) return <p className="text-sm text-ink-muted">{t('view.weeksNotSet', { name })}</p>;
  return (
    // A figure, not a heading (the card's heading names her pregnancy): no <p> dressed as one.
    <div className="font-display text-title font-semibold text-accent-ink">
      {t('view.week', { week })}{' '}
      <span className="text-subheading font-normal text-ink-muted">
        {t('view.ofWeeks', { total: PREGNANCY_WEEKS })}
      </span>
    </div>
  );
}

/** 'Due June 25, 2026 · 112 days to go', counted from today where he is. */
function DueLine({ dueDate, timeZone }: { dueDate: string | null; timeZone: string }) {
  const { t } = useT('partnerSync');
  if (dueDate === null) return null;
  const days = daysUntilDue(dueDate, new Date(), timeZone);
  const toGo =
    days === null
      ? null
      : days >= 1
        ? t('view.daysToGo', { count: days })
        : days === 0
          ? t('view.dueToday')
          : t('view.pastDue');
  return (
    <p className="flex items-center gap-2 text-sm text-ink">
      <CalendarHeart aria-hidden className="size-4 shrink-0 text-accent-ink" />
      <span>
        {/* The due date is a calendar day, shown as that very day. */}
        {t('view.due', { date: formatIsoDate(dueDate, { dateStyle: 'long' }) })}
        {toGo === null ? '' : ` · ${toGo}`}
      </span>
    </p>
  );
}

/** Her latest updates: symptoms, moods, appointments, kick counts, contractions and checklists, read-only. */
function Updates({ data }: { data: PartnerData }) {
  const { t } = useT('partnerSync');
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader
        id={headingId}
        icon={<ListChecks />}
        title={t('view.updatesTitle')}
        description={t('view.updatesDescription')}
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
  const { t } = useT('partnerSync');
  const message = useContractMessage();
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
          {t('view.pregnancy', { name: partnerName })}
        </h2>
        <Loading />
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
          title={t('view.pregnancy', { name })}
          description={t('view.sharedWithYou')}
          action={
            data ? (
              <Badge tone="lavender" icon={Eye}>
                {t('view.readOnly')}
              </Badge>
            ) : undefined
          }
        />
        {gone ? (
          <Alert tone="info">{message(PARTNER_ACCESS_ENDED_MESSAGE)}</Alert>
        ) : paused ? (
          <Alert tone="info">{message(PARTNER_VIEW_PAUSED_MESSAGE)}</Alert>
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
                {t('view.timeContraction')}
              </Link>
            )}
            {query.isError && (
              <p role="status" className="text-sm text-ink-muted">
                {t('view.stale')}
              </p>
            )}
          </div>
        ) : (
          <Alert tone="error">
            <p>{t('view.failed')}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
              {t('tryAgain')}
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
  if (connections.isPending) return <Loading />;
  const following = followedSync(connections.data);
  if (!following) return null;
  return (
    <section id={PARTNER_VIEW_ID} aria-labelledby={HEADING_ID} className="scroll-mt-24">
      <FollowedData partnerName={following.partnerName} herId={following.partnerId} {...(baby ? { baby } : {})} />
    </section>
  );
}
