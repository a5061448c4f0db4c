import { KICK_SESSION_DELETE_FAILED_MESSAGE, KICK_TARGET, type KickSession } from '@bloom/contract';
import type { TFunction } from 'i18next';
import { TriangleAlert } from 'lucide-react';
import { RecordList, type RecordDelete } from '@/components/record-list.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { formatNumber, useT } from '@/lib/i18n/index.ts';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useDeleteKickSession } from '../api/delete-kick-session.ts';
import { formatDuration } from '../lib/session-in-progress.ts';

const when = (session: KickSession) => formatDateTime(session.startedAt);

function detail(t: TFunction<'kicks'>, session: KickSession) {
  const minutes = Math.round((Date.parse(session.endedAt) - Date.parse(session.startedAt)) / 60_000);
  const result =
    session.secondsToTen !== null
      ? t('history.reached', { target: KICK_TARGET, time: formatDuration(t, session.secondsToTen) })
      : t('history.notReached', { target: KICK_TARGET });
  return t('history.detail', { count: session.kicks, minutes: formatNumber(minutes), result });
}

/** Her recent sessions, newest first, each with its time to 10 and a delete button. */
export function KickHistory({ sessions }: { sessions: readonly KickSession[] }) {
  const { t } = useT('kicks');
  const remove: RecordDelete<KickSession> = {
    useDelete: useDeleteKickSession,
    label: (session) => t('history.delete', { when: when(session) }),
    failedMessage: KICK_SESSION_DELETE_FAILED_MESSAGE,
  };
  const concern = (session: KickSession) =>
    session.concern && (
      <Badge tone="avoid" icon={TriangleAlert} className="mt-1">
        {session.concern === 'less-than-usual'
          ? t('history.lessThanUsual')
          : t('history.fewerThan', { target: KICK_TARGET })}
      </Badge>
    );
  return (
    <RecordList
      title={t('history.title')}
      emptyText={t('history.empty')}
      records={sessions}
      heading={when}
      detail={(session) => detail(t, session)}
      extra={concern}
      remove={remove}
    />
  );
}
