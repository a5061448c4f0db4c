import { UPDATE_READY_MESSAGE } from '@bloom/contract';
import { RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useT } from '@/lib/i18n/index.ts';
import { applyUpdate, dismissUpdate, subscribeToUpdates, updateState } from '@/lib/pwa/service-worker.ts';

/**
 * "A new version of BLOOM is ready — Reload" once the service worker has a new version waiting
 * (decision 020). Nothing reloads until she presses Reload, so a half-filled form is never lost;
 * Later hides it and the new version starts with her next visit.
 */
export function UpdatePrompt() {
  const { ready } = useSyncExternalStore(subscribeToUpdates, updateState, updateState);
  const { t } = useT('common');
  const message = useContractMessage();
  if (!ready) return null;
  return (
    <section
      aria-label={message(UPDATE_READY_MESSAGE)}
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md md:bottom-6"
    >
      <div
        role="status"
        aria-live="polite"
        className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-card border border-line bg-surface px-4 py-3 text-sm text-ink shadow-raised"
      >
        <RefreshCw aria-hidden className="size-4 shrink-0 text-accent-ink" />
        <p className="min-w-0 flex-1 font-medium">{message(UPDATE_READY_MESSAGE)}</p>
        <div className="flex gap-2">
          <Button variant="quiet" size="sm" onClick={dismissUpdate}>
            {t('update.later')}
          </Button>
          <Button size="sm" onClick={() => void applyUpdate()}>
            {t('update.reload')}
          </Button>
        </div>
      </div>
    </section>
  );
}
