import { OFFLINE_QUEUE_WAITING_MESSAGE, OFFLINE_REFUSED_MESSAGE } from '@bloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CloudUpload } from 'lucide-react';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useUser } from '../lib/auth/auth-context.tsx';
import { useOnlineStatus } from '../lib/network/online-status.ts';
import { offlineQueue, type QueuedEntry } from '../lib/offline-queue/queue-store.ts';
import { flushAndRefresh } from '../lib/offline-queue/send.ts';
import { useOfflineQueue } from '../lib/offline-queue/use-offline-queue.ts';
import { Button } from './ui/button.tsx';

/** What a queued entry is, in a few words. */
function describe(t: TFunction<'shell'>, { kind, body }: QueuedEntry): string {
  const b = body as Record<string, unknown>;
  if (kind === 'symptom') return t('offlineQueue.symptom', { name: String(b.name ?? '') });
  if (kind === 'mood') return t('offlineQueue.mood', { mood: String(b.mood ?? '') });
  if (kind === 'kick') return t('offlineQueue.kick', { count: Number(b.kicks ?? 0) });
  return t('offlineQueue.contraction');
}

/**
 * Her entries made while offline that wait to be sent (issue 35): the count (role=status) and the
 * list; an entry the server refused shows its message and can be discarded. Nothing when empty.
 */
export function OfflineQueueStatus() {
  const user = useUser();
  const entries = useOfflineQueue(user.id);
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const { t } = useT('shell');
  const message = useContractMessage();
  const waiting = entries.filter((e) => !e.error).length;
  if (entries.length === 0) return null;
  return (
    <section
      aria-label={t('offlineQueue.region')}
      className="rounded-control border border-lavender-100 bg-lavender-50 px-4 py-3 text-sm text-lavender-800 dark:border-lavender-800 dark:bg-lavender-950 dark:text-lavender-100"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="flex items-center gap-2 font-medium">
          <CloudUpload aria-hidden className="size-4 shrink-0" />
          {message(OFFLINE_QUEUE_WAITING_MESSAGE(waiting))}
        </p>
        {online && waiting > 0 && (
          <Button size="sm" variant="secondary" onClick={() => void flushAndRefresh(queryClient, user.id)}>
            {t('offlineQueue.sendNow')}
          </Button>
        )}
      </div>
      <ul className="mt-2 space-y-1.5">
        {entries.map((entry) => (
          <li key={entry.clientId} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="break-words">
              {describe(t, entry)} <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </span>
            {entry.error && (
              <span className="flex items-center gap-2 text-red-800 dark:text-red-200">
                {message(OFFLINE_REFUSED_MESSAGE)}: {entry.error}
                <Button size="sm" variant="quiet" onClick={() => offlineQueue.remove(user.id, entry.clientId)}>
                  {t('offlineQueue.discard')}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
