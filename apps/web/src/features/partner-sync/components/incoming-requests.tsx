import {
  SYNC_APPROVED_MESSAGE,
  SYNC_APPROVED_TITLE,
  SYNC_DECLINED_MESSAGE,
  SYNC_DECLINED_TITLE,
  SYNC_RESPONSE_FAILED_TITLE,
  type SyncAnswer,
  type SyncRequest,
} from '@bloom/contract';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useRespondSyncRequest } from '../api/respond-sync-request.ts';
import { formatDay } from './dates.ts';
import { failureText } from './failure.ts';

/**
 * Requests addressed to a pregnant user (spec §6): who asks, when, and approve or decline. A
 * refusal shows as the 'Response failed' toast with the server's message.
 */
export function IncomingRequests({ requests }: { requests: readonly SyncRequest[] }) {
  const { t } = useT('partnerSync');
  const mutation = useRespondSyncRequest({
    onSuccess: (_, { status }) =>
      toast(
        status === 'approved'
          ? { title: SYNC_APPROVED_TITLE, description: SYNC_APPROVED_MESSAGE }
          : { title: SYNC_DECLINED_TITLE, description: SYNC_DECLINED_MESSAGE },
      ),
    onError: (error) => toast({ title: SYNC_RESPONSE_FAILED_TITLE, description: failureText(error), tone: 'error' }),
  });
  const headingId = useId();

  const answer = (request: SyncRequest, status: SyncAnswer) => mutation.mutate({ requestId: request.id, status });
  const busy = (request: SyncRequest) => mutation.isPending && mutation.variables?.requestId === request.id;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {t('incoming.title')}
      </h3>
      <ul className="space-y-3">
        {requests.map((request) => (
          <li
            key={request.id}
            className="flex flex-col gap-3 rounded-xl border border-line p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">{request.requesterName}</p>
              <p className="text-sm break-all text-ink-muted">{request.requesterEmail}</p>
              <p className="text-sm text-ink-muted">{t('incoming.asked', { date: formatDay(request.requestedAt) })}</p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                size="sm"
                disabled={mutation.isPending}
                onClick={() => answer(request, 'approved')}
                aria-label={t('incoming.approveNamed', { name: request.requesterName })}
              >
                <Check className="size-4" aria-hidden />
                {busy(request) && mutation.variables?.status === 'approved'
                  ? t('incoming.approving')
                  : t('incoming.approve')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={mutation.isPending}
                onClick={() => answer(request, 'rejected')}
                aria-label={t('incoming.declineNamed', { name: request.requesterName })}
              >
                <X className="size-4" aria-hidden />
                {busy(request) && mutation.variables?.status === 'rejected'
                  ? t('incoming.declining')
                  : t('incoming.decline')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
