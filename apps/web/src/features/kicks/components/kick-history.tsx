import { KICK_SESSION_DELETE_FAILED_MESSAGE, KICK_TARGET, type KickSession } from '@bloom/contract';
import { formatDateTime12h } from '@bloom/pregnancy';
import { TriangleAlert } from 'lucide-react';
import { RecordList, type RecordDelete } from '@/components/record-list.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { useDeleteKickSession } from '../api/delete-kick-session.ts';
import { formatDuration } from '../lib/session-in-progress.ts';

const when = (session: KickSession) => formatDateTime12h(session.startedAt);

const remove: RecordDelete<KickSession> = {
  useDelete: useDeleteKickSession,
  label: (session) => `Delete the session of ${when(session)}`,
  failedMessage: KICK_SESSION_DELETE_FAILED_MESSAGE,
};

function detail(session: KickSession) {
  const minutes = Math.round((Date.parse(session.endedAt) - Date.parse(session.startedAt)) / 60_000);
  return (
    <>
      {session.kicks} {session.kicks === 1 ? 'movement' : 'movements'} in {minutes} min ·{' '}
      {session.secondsToTen !== null
        ? `${KICK_TARGET} in ${formatDuration(session.secondsToTen)}`
        : `${KICK_TARGET} not reached`}
    </>
  );
}

const concern = (session: KickSession) =>
  session.concern && (
    <Badge tone="avoid" icon={TriangleAlert} className="mt-1">
      {session.concern === 'less-than-usual' ? 'Less than usual' : `Fewer than ${KICK_TARGET}`}
    </Badge>
  );

/** Her recent sessions, newest first, each with its time to 10 and a delete button. */
export function KickHistory({ sessions }: { sessions: readonly KickSession[] }) {
  return (
    <RecordList
      title="Recent sessions"
      emptyText="Sessions you count will appear here."
      records={sessions}
      heading={when}
      detail={detail}
      extra={concern}
      remove={remove}
    />
  );
}
