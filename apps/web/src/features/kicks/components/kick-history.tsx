import { KICK_SESSION_DELETE_FAILED_MESSAGE, KICK_TARGET, type KickSession } from '@bloom/contract';
import { formatDateTime12h } from '@bloom/pregnancy';
import { Trash2, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDeleteKickSession } from '../api/delete-kick-session.ts';
import { formatDuration } from '../lib/session-in-progress.ts';

function SessionItem({ session }: { session: KickSession }) {
  const remove = useDeleteKickSession();
  const when = formatDateTime12h(session.startedAt);
  const minutes = Math.round((Date.parse(session.endedAt) - Date.parse(session.startedAt)) / 60_000);
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{when}</p>
        <p className="text-sm text-ink-muted">
          {session.kicks} {session.kicks === 1 ? 'movement' : 'movements'} in {minutes} min ·{' '}
          {session.secondsToTen !== null
            ? `${KICK_TARGET} in ${formatDuration(session.secondsToTen)}`
            : `${KICK_TARGET} not reached`}
        </p>
        {session.concern && (
          <Badge tone="avoid" icon={TriangleAlert} className="mt-1">
            {session.concern === 'less-than-usual' ? 'Less than usual' : `Fewer than ${KICK_TARGET}`}
          </Badge>
        )}
      </div>
      <Button
        variant="quiet"
        size="icon"
        aria-label={`Delete the session of ${when}`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(session.id, {
            onSuccess: (ok) => toast({ title: ok.message }),
            onError: () => toast({ title: KICK_SESSION_DELETE_FAILED_MESSAGE, tone: 'error' }),
          })
        }
      >
        <Trash2 aria-hidden className="size-5" />
      </Button>
    </div>
  );
}

/** Her recent sessions, newest first, each with its time to 10 and a delete button. */
export function KickHistory({ sessions }: { sessions: readonly KickSession[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="mb-4 text-lg font-semibold">
          Recent sessions
        </h2>
        {sessions.length === 0 ? (
          <p className="text-sm text-ink-muted">Sessions you count will appear here.</p>
        ) : (
          <ul className="divide-y divide-line">
            {sessions.map((s) => (
              <li key={s.id} className="py-3 first:pt-0 last:pb-0">
                <SessionItem session={s} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
