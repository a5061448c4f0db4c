import { EVENT_TYPE_LABELS, type AdminEvent } from '@bloom/contract';
import { formatDateTime12h } from '@bloom/pregnancy';
import { Alert } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SkeletonText } from '@/components/ui/skeleton.tsx';
import { useAdminEvent } from '../api/events.ts';
import { DetailsList } from './details-list.tsx';
import { formatValue, humanizeKey } from './format.ts';

/** A value longer than this takes the dialog's whole width. */
const WIDE_AFTER_CHARS = 24;

/** The View button's dialog: the event's whole record, field by field. */
export function EventDetailDialog({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
  const detail = useAdminEvent(event);
  const title = event ? EVENT_TYPE_LABELS[event.type].label : 'Event';
  return (
    <Dialog
      open={event !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={event ? `${event.userName}, ${formatDateTime12h(event.timestamp)}` : undefined}
    >
      {detail.isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">Loading record...</span>
          <SkeletonText lines={6} />
        </div>
      ) : detail.isError ? (
        <Alert tone="error">We could not load this record. It may have been deleted.</Alert>
      ) : (
        <DetailsList
          label="Record"
          items={Object.entries(detail.data.record).map(([key, value]) => {
            const text = formatValue(value);
            return [humanizeKey(key), text, text.length > WIDE_AFTER_CHARS] as const;
          })}
        />
      )}
    </Dialog>
  );
}
