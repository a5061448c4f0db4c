import { OFFLINE_CONTENT_MESSAGE } from '@bloom/contract';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { BrandMark } from './brand.tsx';

/**
 * In place of the loading screen when her session could not be checked because the device is
 * offline (decision 020): she stays signed in, and her pages open once she is back online.
 */
export function OfflineScreen() {
  const message = useContractMessage();
  return (
    <div className="flex min-h-[80dvh] flex-col items-center justify-center gap-3 px-gutter text-center text-ink-muted">
      <BrandMark className="size-12" />
      <p className="max-w-sm">{message(OFFLINE_CONTENT_MESSAGE)}</p>
    </div>
  );
}
