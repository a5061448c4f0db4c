import { PENDING_SYNC_REQUESTS_MESSAGE, type SyncConnection, type SyncRequest } from '@bloom/contract';
import { BellRing, HeartHandshake, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { SkeletonCard } from '@/components/ui/skeleton.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useT } from '@/lib/i18n/index.ts';
import { followedSync, useSyncConnections } from '../api/get-sync-connections.ts';
import { useSyncRequests, waitingFor } from '../api/get-sync-requests.ts';
import { SYNC_PANEL_ID } from './anchors.ts';
import { IncomingRequests } from './incoming-requests.tsx';
import { RequestForm } from './request-form.tsx';
import { Followers, FollowedSync } from './sync-list.tsx';

const HEADING_ID = 'partner-sync-heading';

/** A pregnant user's side: requests to answer, then the partners who follow her. */
function PregnantSide({ requests, connections }: { requests: SyncRequest[]; connections: SyncConnection[] }) {
  const { t } = useT('partnerSync');
  const user = useUser();
  const incoming = waitingFor(user.id, requests);
  const followers = connections.filter((c) => c.isParent);
  // She followed someone before her pregnancy: she can still end that sync here.
  const following = followedSync(connections);
  if (incoming.length === 0 && followers.length === 0 && !following) {
    return <EmptyState illustration="bloom" title={t('panel.emptyTitle')} description={t('panel.emptyText')} />;
  }
  return (
    <div className="space-y-6">
      {incoming.length > 0 && <IncomingRequests requests={incoming} />}
      {followers.length > 0 && <Followers connections={followers} />}
      {following && <FollowedSync connection={following} />}
    </div>
  );
}

/** A partner's side: the sync she follows, or the request form with her latest request. */
function PartnerSide({ requests, connections }: { requests: SyncRequest[]; connections: SyncConnection[] }) {
  const user = useUser();
  const following = followedSync(connections);
  if (following) return <FollowedSync connection={following} />;
  const latest = requests.find((r) => r.requesterId === user.id);
  return <RequestForm latest={latest} />;
}

/**
 * Where the sync stands, in the panel's corner (issue 33): the requests waiting for her answer, or
 * his request waiting for hers, or declined. Nothing once synced.
 */
function StatusBadge({ requests, connections }: { requests: SyncRequest[]; connections: SyncConnection[] }) {
  const { t } = useT('partnerSync');
  const message = useContractMessage();
  const user = useUser();
  if (user.isPregnant) {
    const count = waitingFor(user.id, requests).length;
    return count > 0 ? (
      <Badge tone="brand" icon={BellRing}>
        {message(PENDING_SYNC_REQUESTS_MESSAGE(count))}
      </Badge>
    ) : null;
  }
  if (followedSync(connections)) return null;
  const latest = requests.find((r) => r.requesterId === user.id);
  if (latest?.status === 'pending') {
    return (
      <Badge tone="lavender" icon={Hourglass}>
        {t('panel.waiting')}
      </Badge>
    );
  }
  return latest?.status === 'rejected' ? <Badge tone="neutral">{t('panel.declined')}</Badge> : null;
}

/**
 * The dashboard's sync panel (spec §2, last section; anchor #partner-sync). A pregnant user
 * approves or declines incoming requests and sees who follows her; a partner who is not
 * pregnant sends a request by e-mail, then sees the sync and can remove it.
 */
export function SyncPanel() {
  const { t } = useT('partnerSync');
  const user = useUser();
  const requests = useSyncRequests();
  const connections = useSyncConnections();

  if (requests.isPending || connections.isPending) {
    return (
      <section id={SYNC_PANEL_ID} aria-labelledby={HEADING_ID} className="scroll-mt-24">
        <h2 id={HEADING_ID} className="sr-only">
          {t('panel.title')}
        </h2>
        <SkeletonCard label={t('panel.loading')} rows={2} className="min-h-64" />
      </section>
    );
  }

  let body: ReactNode;
  let status: ReactNode = null;
  if (requests.isError || connections.isError) {
    body = (
      <Alert tone="error">
        <p>{t('panel.failed')}</p>
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          onClick={() => {
            if (requests.isError) void requests.refetch();
            if (connections.isError) void connections.refetch();
          }}
        >
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  } else {
    body = user.isPregnant ? (
      <PregnantSide requests={requests.data} connections={connections.data} />
    ) : (
      <PartnerSide requests={requests.data} connections={connections.data} />
    );
    status = <StatusBadge requests={requests.data} connections={connections.data} />;
  }

  return (
    <section id={SYNC_PANEL_ID} aria-labelledby={HEADING_ID} className="scroll-mt-24">
      <Card>
        <CardHeader
          id={HEADING_ID}
          icon={<HeartHandshake />}
          title={t('panel.title')}
          description={user.isPregnant ? t('panel.pregnantDescription') : t('panel.partnerDescription')}
          action={status}
        />
        {body}
      </Card>
    </section>
  );
}
