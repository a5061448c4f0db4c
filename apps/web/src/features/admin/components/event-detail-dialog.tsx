import type { AdminEvent } from '@bloom/contract';
import { Alert } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SkeletonText } from '@/components/ui/skeleton.tsx';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useAdminEvent } from '../api/events.ts';
import { DetailsList } from './details-list.tsx';
import { formatValue, humanizeKey } from './format.ts';

/** A value longer than this takes the dialog's whole width. */
const WIDE_AFTER_CHARS = 24;

/** The View button's dialog: the event's whole record, field by field. */
export function EventDetailDialog({ event, onClose }: { event: AdminEvent | null; onClose: () => void }) {
  const detail = useAdminEvent(event);
  const { t } = useT('admin');
  const title = event ? t(`events.types.${event.type}.label`) : t('events.detailTitle');
  return (
    <Dialog
      open={event !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={event ? `${event.userName}, ${formatDateTime(event.timestamp)}` : undefined}
    >
      {detail.isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t('events.loadingRecord')}</span>
          <SkeletonText lines={6} />
        </div>
      ) : detail.isError ? (
        <Alert tone="error">{t('events.recordFailed')}</Alert>
      ) : (
        <DetailsList
          label={t('events.record')}
          items={Object.entries(detail.data.record).map(([key, value]) => {
            const text = formatValue(t, value);
            return [humanizeKey(key), text, text.length > WIDE_AFTER_CHARS] as const;
          })}
        />
      )}
    </Dialog>
  );
}
