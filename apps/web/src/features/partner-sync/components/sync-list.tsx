import { SyncMessages, type SyncConnection } from '@bloom/contract';
import { Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useRemoveSync } from '../api/remove-sync.ts';
import { formatDay } from './dates.ts';
import { failureText } from './failure.ts';

/** One sync: the other person's name and e-mail and since when (spec §3 Sync connection). */
function SyncItem({ connection }: { connection: SyncConnection }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words">{connection.partnerName}</p>
      <p className="text-sm break-all text-ink-muted">{connection.partnerEmail}</p>
      <p className="text-sm text-ink-muted">
        Connected <time dateTime={connection.connectedAt}>{formatDay(connection.connectedAt)}</time>
      </p>
    </div>
  );
}

/** The partner ends the sync after a confirmation; a refusal is the 'Removal failed' toast with the server's message. */
function RemoveSync({ partnerName }: { partnerName: string }) {
  const [open, setOpen] = useState(false);
  const mutation = useRemoveSync({
    onSuccess: () => {
      setOpen(false);
      toast(SyncMessages.removed);
    },
    onError: (error) => toast({ title: SyncMessages.removalFailed, description: failureText(error), tone: 'error' }),
  });
  const remove = () => mutation.mutate();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Remove this sync?"
      description={`You will stop seeing ${partnerName}’s updates. You can send a new request later.`}
      trigger={
        <Button size="sm" variant="secondary" className="shrink-0">
          <Link2Off className="size-4" aria-hidden />
          Remove sync
        </Button>
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button variant="danger" disabled={mutation.isPending} onClick={remove}>
          {mutation.isPending ? 'Removing...' : 'Remove sync'}
        </Button>
      </div>
    </Dialog>
  );
}

/** The partner's one sync, with the way to remove it. */
export function FollowedSync({ connection }: { connection: SyncConnection }) {
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-ink">Synced with</h3>
      <div className="flex flex-col gap-3 rounded-xl border border-line p-3 sm:flex-row sm:items-center sm:justify-between">
        <SyncItem connection={connection} />
        <RemoveSync partnerName={connection.partnerName} />
      </div>
      <p className="text-sm text-ink-muted">
        You see their updates on your dashboard, read-only. Removing the sync stops them at once.
      </p>
    </div>
  );
}

/** The partners who follow a pregnant user, and what they see. */
export function Followers({ connections }: { connections: readonly SyncConnection[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        Synced with
      </h3>
      <ul className="space-y-3">
        {connections.map((connection) => (
          <li
            key={`${connection.partnerEmail}-${connection.connectedAt}`}
            className="rounded-xl border border-line p-3"
          >
            <SyncItem connection={connection} />
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">
        They see your first name, your week, your latest 3 symptoms and moods and your next 3 appointments. They cannot
        change anything.
      </p>
    </section>
  );
}
