import { ADMIN_EVENTS_SHOWN, EVENT_TYPES, type AdminEvent, type EventType } from '@bloom/contract';
import type { TFunction } from 'i18next';
import { Database, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useAdminEvents } from '../api/events.ts';
import { EventDetailDialog } from './event-detail-dialog.tsx';
import { EVENT_COLUMNS, EventCard, EventRow } from './event-rows.tsx';
import { formatCount } from './format.ts';
import { LoadState } from './load-state.tsx';
import { Pager } from './pager.tsx';
import { WideTable } from './wide-table.tsx';

/** Spec §2: 'Showing first 100 of N total events' when there are more; the range on later pages. */
export function eventsNote(t: TFunction<'admin'>, page: number, shown: number, total: number): string | null {
  if (total <= ADMIN_EVENTS_SHOWN) return null;
  if (page === 1) return t('events.firstPage', { shown: ADMIN_EVENTS_SHOWN, total: formatCount(total) });
  const first = (page - 1) * ADMIN_EVENTS_SHOWN + 1;
  return t('events.laterPage', {
    first: formatCount(first),
    last: formatCount(first + shown - 1),
    total: formatCount(total),
  });
}

export interface EventsTabProps {
  /** Only this person's events (chosen with 'View events' in User Management). */
  userId?: string | undefined;
  /** Her name for the filter's label, when known. */
  userName?: string | undefined;
  onClearUser: () => void;
  /** Move focus to the tab's heading when it opens (after 'View events' closed the dialog). */
  focusOnMount?: boolean;
}

/** The 'All User Data' tab (spec §2): every user's records merged into one newest-first list. */
export function EventsTab({ userId, userName, onClearUser, focusOnMount = false }: EventsTabProps) {
  const [type, setType] = useState<EventType | ''>('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<AdminEvent | null>(null);
  const events = useAdminEvents({ page, userId, type: type || undefined });
  const typeId = useId();
  const headingId = useId();
  const { t } = useT('admin');
  useEffect(() => {
    if (!focusOnMount) return;
    const heading = document.getElementById(headingId);
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [focusOnMount, headingId]);
  const data = events.data;
  // Spec §9: a page shows at most the first 100.
  const items = data?.items.slice(0, ADMIN_EVENTS_SHOWN) ?? [];
  const name = userName ?? data?.items[0]?.userName ?? t('events.chosenPerson');
  const note = data ? eventsNote(t, data.page, items.length, data.total) : null;

  return (
    <Card>
      <CardHeader id={headingId} icon={<Database />} title={t('events.title')} description={t('events.description')} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5 sm:w-64">
          <label htmlFor={typeId} className="block text-sm font-semibold text-gray-800 dark:text-gray-100">
            {t('events.type')}
          </label>
          <select
            id={typeId}
            value={type}
            onChange={(e) => {
              setType(e.target.value as EventType | '');
              setPage(1);
            }}
            className={inputClass}
          >
            <option value="">{t('events.allTypes')}</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`events.types.${type}.label`)}
              </option>
            ))}
          </select>
        </div>
        {userId && (
          <div className="flex items-center gap-2 rounded-full border border-line bg-surface-soft py-1 pr-1 pl-4 text-sm">
            <span>
              {t('events.only')} <span className="font-semibold">{name}</span>
            </span>
            <Button size="sm" variant="quiet" onClick={onClearUser}>
              <X className="size-4" aria-hidden />
              {t('events.showAll')}
            </Button>
          </div>
        )}
      </div>
      {!data ? (
        <LoadState query={events} what="events" />
      ) : items.length === 0 ? (
        <EmptyState
          illustration="notes"
          title={userId || type ? t('events.noMatch') : t('events.none')}
          description={t('events.noneHint')}
        />
      ) : (
        <div aria-busy={events.isPlaceholderData}>
          {note && <p className="mb-3 text-sm font-medium text-ink-muted">{note}</p>}
          <ul aria-label={t('events.list')} className="space-y-3 md:hidden">
            {items.map((e) => (
              <EventCard key={`${e.type}:${e.id}`} event={e} onView={() => setViewing(e)} />
            ))}
          </ul>
          <WideTable
            caption={t('events.caption')}
            columns={EVENT_COLUMNS.map((column) => t(`events.columns.${column}`))}
            actions
          >
            {items.map((e) => (
              <EventRow key={`${e.type}:${e.id}`} event={e} onView={() => setViewing(e)} />
            ))}
          </WideTable>
        </div>
      )}
      {data && (
        <Pager
          label={t('events.pages')}
          page={page}
          pageSize={ADMIN_EVENTS_SHOWN}
          total={data.total}
          onPage={setPage}
          busy={events.isPlaceholderData}
        />
      )}
      <EventDetailDialog event={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
