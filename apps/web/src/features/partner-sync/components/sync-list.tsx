import {
  ACCESS_ENDED_MESSAGE,
  ACCESS_ENDED_TITLE,
  SHARING_PAUSED_MESSAGE,
  SHARING_PAUSED_TITLE,
  SHARING_PAUSE_FAILED_TITLE,
  SHARING_RESUMED_MESSAGE,
  SHARING_RESUMED_TITLE,
  SHARING_RESUME_FAILED_TITLE,
  SYNC_REMOVAL_FAILED_TITLE,
  SYNC_REMOVED_MESSAGE,
  SYNC_REMOVED_TITLE,
  type SyncConnection,
} from '@bloom/contract';
import { CirclePause, CirclePlay, Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { usePauseSync } from '../api/pause-sync.ts';
import { useRemoveSync } from '../api/remove-sync.ts';
import { formatDay } from './dates.ts';
import { failureText } from './failure.ts';

/** One sync: the other person's name and e-mail and since when (spec §3 Sync connection). */
function SyncItem({ connection }: { connection: SyncConnection }) {
  const { t } = useT('partnerSync');
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words">{connection.partnerName}</p>
      <p className="text-sm break-all text-ink-muted">{connection.partnerEmail}</p>
      <p className="text-sm text-ink-muted">
        {t('syncs.connected')} <time dateTime={connection.connectedAt}>{formatDay(connection.connectedAt)}</time>
      </p>
      {connection.pausedAt && (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <Badge tone="neutral" icon={CirclePause}>
            {t('syncs.paused')}
          </Badge>
          <span>
            {connection.isParent ? t('syncs.sharingPausedSince') : t('syncs.pausedSince')}{' '}
            <time dateTime={connection.pausedAt}>{formatDay(connection.pausedAt)}</time>
          </span>
        </p>
      )}
    </div>
  );
}

/** The partner ends the sync after a confirmation; a refusal is the 'Removal failed' toast with the server's message. */
function RemoveSync({ connection }: { connection: SyncConnection }) {
  const { t } = useT('partnerSync');
  const partnerName = connection.partnerName;
  const [open, setOpen] = useState(false);
  const mutation = useRemoveSync({
    onSuccess: () => {
      setOpen(false);
      toast({ title: SYNC_REMOVED_TITLE, description: SYNC_REMOVED_MESSAGE });
    },
    onError: (error) => toast({ title: SYNC_REMOVAL_FAILED_TITLE, description: failureText(error), tone: 'error' }),
  });
  const remove = () => mutation.mutate(connection);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('syncs.removeTitle')}
      description={t('syncs.removeText', { name: partnerName })}
      trigger={
        <Button size="sm" variant="secondary" className="shrink-0">
          <Link2Off className="size-4" aria-hidden />
          {t('syncs.remove')}
        </Button>
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
        <Button variant="danger" disabled={mutation.isPending} onClick={remove}>
          {mutation.isPending ? t('syncs.removing') : t('syncs.remove')}
        </Button>
      </div>
    </Dialog>
  );
}

/** The partner's one sync, with the way to remove it. */
export function FollowedSync({ connection }: { connection: SyncConnection }) {
  const { t } = useT('partnerSync');
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-ink">{t('syncs.title')}</h3>
      <div className="flex flex-col gap-3 rounded-xl border border-line p-3 sm:flex-row sm:items-center sm:justify-between">
        <SyncItem connection={connection} />
        <RemoveSync connection={connection} />
      </div>
      <p className="text-sm text-ink-muted">
        {connection.pausedAt ? t('syncs.followedPaused') : t('syncs.followedActive')}
      </p>
    </div>
  );
}

/**
 * She ends one partner's access after a confirmation (beyond spec §4): he is refused at once and
 * told only that access ended. A refusal is the 'Removal failed' toast with the server's message.
 */
function EndAccess({ connection }: { connection: SyncConnection }) {
  const { t } = useT('partnerSync');
  const [open, setOpen] = useState(false);
  const name = connection.partnerName;
  const mutation = useRemoveSync({
    onSuccess: () => {
      setOpen(false);
      toast({ title: ACCESS_ENDED_TITLE, description: ACCESS_ENDED_MESSAGE });
    },
    onError: (error) => toast({ title: SYNC_REMOVAL_FAILED_TITLE, description: failureText(error), tone: 'error' }),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('syncs.endTitle', { name })}
      description={t('syncs.endText', { name })}
      trigger={
        <Button size="sm" variant="secondary" aria-label={t('syncs.endNamed', { name })}>
          <Link2Off className="size-4" aria-hidden />
          {t('syncs.end')}
        </Button>
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
        <Button variant="danger" disabled={mutation.isPending} onClick={() => mutation.mutate(connection)}>
          {mutation.isPending ? t('syncs.ending') : t('syncs.end')}
        </Button>
      </div>
    </Dialog>
  );
}

/** She pauses sharing with one partner, or resumes it; the sync itself stays. */
function PauseToggle({ connection }: { connection: SyncConnection }) {
  const { t } = useT('partnerSync');
  const paused = connection.pausedAt !== null;
  const mutation = usePauseSync({
    onSuccess: (_, change) =>
      toast(
        change.paused
          ? { title: SHARING_PAUSED_TITLE, description: SHARING_PAUSED_MESSAGE }
          : { title: SHARING_RESUMED_TITLE, description: SHARING_RESUMED_MESSAGE },
      ),
    onError: (error, change) =>
      toast({
        title: change.paused ? SHARING_PAUSE_FAILED_TITLE : SHARING_RESUME_FAILED_TITLE,
        description: failureText(error),
        tone: 'error',
      }),
  });
  const Icon = paused ? CirclePlay : CirclePause;
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={mutation.isPending}
      aria-label={t(paused ? 'syncs.resumeNamed' : 'syncs.pauseNamed', { name: connection.partnerName })}
      onClick={() => mutation.mutate({ partnerId: connection.partnerId, paused: !paused })}
    >
      <Icon className="size-4" aria-hidden />
      {mutation.isPending ? t(paused ? 'syncs.resuming' : 'syncs.pausing') : t(paused ? 'syncs.resume' : 'syncs.pause')}
    </Button>
  );
}

/**
 * The partners who follow a pregnant user, what they see, and her controls over each: pause or
 * resume sharing, end access. The dashboard's sync panel and Profile both show it.
 */
export function Followers({ connections }: { connections: readonly SyncConnection[] }) {
  const { t } = useT('partnerSync');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {t('syncs.title')}
      </h3>
      <ul className="space-y-3">
        {connections.map((connection) => (
          <li
            key={connection.partnerId}
            className="flex flex-col gap-3 rounded-xl border border-line p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <SyncItem connection={connection} />
            <div className="flex shrink-0 flex-wrap gap-2">
              <PauseToggle connection={connection} />
              <EndAccess connection={connection} />
            </div>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">{t('syncs.followersNote')}</p>
    </section>
  );
}
