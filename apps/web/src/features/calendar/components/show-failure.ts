import { toast } from '../../../components/ui/toast.tsx';
import { CalendarRequestError } from '../api/request-failure.ts';

/** The error toast of a failed calendar call: the spec's words as title, the reason below. */
export function showFailure(error: Error) {
  const detail = error instanceof CalendarRequestError ? error.detail : undefined;
  toast({ title: error.message, description: detail ?? 'Please try again.', tone: 'error' });
}
