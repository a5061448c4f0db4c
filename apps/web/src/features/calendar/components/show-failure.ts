import { toast } from '@/components/ui/toast.tsx';
import { i18n } from '@/lib/i18n/index.ts';
import { CalendarRequestError } from '../api/request-failure.ts';

/** The error toast of a failed calendar call: the spec's words as title, the reason below. */
export function showFailure(error: Error) {
  const detail = error instanceof CalendarRequestError ? error.detail : undefined;
  // The spec's English words are the keys of their translations (calendar:failed).
  const title = i18n.t(`failed.${error.message as 'Failed to add entry'}`, {
    ns: 'calendar',
    defaultValue: error.message,
  });
  toast({ title, description: detail ?? i18n.t('failed.retry', { ns: 'calendar' }), tone: 'error' });
}
