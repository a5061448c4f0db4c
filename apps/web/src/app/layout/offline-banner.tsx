import { OFFLINE_MESSAGE, OFFLINE_TITLE } from '@bloom/contract';
import { WifiOff } from 'lucide-react';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useOnlineStatus } from '@/lib/network/online-status.ts';

/**
 * "You are offline" over every screen while the device has no network (decision 020): the app's
 * shell still works from the service worker's copy, and her data loads again once she is back.
 * A polite status, so a screen reader tells her without interrupting; gone on the `online` event.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const message = useContractMessage();
  if (online) return null;
  return (
    <section
      aria-label={message(OFFLINE_TITLE)}
      className="border-b border-lavender-200 bg-lavender-50 dark:border-lavender-800 dark:bg-lavender-950"
    >
      <div
        role="status"
        aria-live="polite"
        className="mx-auto flex max-w-6xl items-start gap-2.5 px-gutter py-2.5 pt-[max(0.625rem,env(safe-area-inset-top))] text-sm text-lavender-900 sm:px-6 dark:text-lavender-100"
      >
        <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong className="font-semibold">{message(OFFLINE_TITLE)}.</strong> {message(OFFLINE_MESSAGE)}
        </p>
      </div>
    </section>
  );
}
