import { PENDING_SYNC_REQUESTS_MESSAGE } from '@bloom/contract';
import { BellRing } from 'lucide-react';
import { cn } from '@/components/ui/cn.ts';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useSyncRequests, waitingFor } from '../api/get-sync-requests.ts';
import { SYNC_PANEL_ID } from './anchors.ts';

/**
 * On her dashboard's first screen: a partner asks to follow her. A link to the sync panel where
 * she answers; nothing at all while there is no request, while they load, or for someone not
 * pregnant (who answers none). It appears after the first paint, so the dashboard places it
 * where it moves nothing (`className`). On a phone it shows the bell and the count, on wider
 * screens the words too; its name says it all to screen readers.
 */
export function PendingRequestsBadge({ className }: { className?: string }) {
  const { t } = useT('partnerSync');
  const message = useContractMessage();
  const user = useUser();
  const requests = useSyncRequests(user.isPregnant);
  const count = user.isPregnant ? waitingFor(user.id, requests.data).length : 0;
  if (count === 0) return null;
  const text = message(PENDING_SYNC_REQUESTS_MESSAGE(count));
  return (
    <a
      href={`#${SYNC_PANEL_ID}`}
      // The name holds what is seen, the count on a phone and the words wider (WCAG 2.5.3).
      aria-label={t('badge.label', { count })}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full bg-accent px-3 text-sm font-semibold text-on-accent shadow-card hover:bg-accent-hover',
        className,
      )}
    >
      <BellRing className="size-4 shrink-0" aria-hidden />
      <span aria-hidden className="sm:hidden">
        {count}
      </span>
      <span aria-hidden className="hidden sm:inline">
        {text}
      </span>
    </a>
  );
}
