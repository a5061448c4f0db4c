import { ADMIN_EVENTS_SHOWN, EVENT_TYPE_LABELS, EVENT_TYPES, type AdminEvent, type EventType } from '@bloom/contract';
import { Database, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { useAdminEvents } from '../api/events.ts';
import { EventDetailDialog } from './event-detail-dialog.tsx';
import { EVENT_COLUMNS, EventCard, EventRow } from './event-rows.tsx';
import { formatCount } from './format.ts';
import { LoadState } from './load-state.tsx';
import { Pager } from './pager.tsx';
import { WideTable } from './wide-table.tsx';

/** Spec §2: 'Showing first 100 of N total events' when there are more; the range on later pages. */
export function eventsNote(page: number, shown: number, total: number): string | null {
  if (total <= ADMIN_EVENTS_SHOWN) return null;
  if (page === 1) return `Showing first ${ADMIN_EVENTS_SHOWN} of ${formatCount(total)} total events`;
  const first = (page - 1) * ADMIN_EVENTS_SHOWN + 1;
  return `Showing events ${formatCount(first)}–${formatCount(first + shown - 1)} of ${formatCount(total)} total events`;
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
  useEffect(() => {
    if (!focusOnMount) return;
    const heading = document.getElementById(headingId);
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [focusOnMount, headingId]);
  const data = events.data;
  // Spec §9: a page shows at most the first 100.
  const items = data?.items.slice(0, ADMIN_EVENTS_SHOWN) ?? [];
  const name = userName ?? data?.items[0]?.userName ?? 'the chosen person';
  const note = data ? eventsNote(data.page, items.length, data.total) : null;

  return (
    <Card>
      <CardHeader
        id={headingId}
        icon={<Database />}
        title="All User Data"
        description="Messages, entries, logs, appointments and feature uses, newest first."
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5 sm:w-64">
          <label htmlFor={typeId} className="block text-sm font-semibold text-gray-800 dark:text-gray-100">
            Event type
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
            <option value="">All event types</option>
            {EVENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {EVENT_TYPE_LABELS[t].label}
              </option>
            ))}
          </select>
        </div>
        {userId && (
          <div className="flex items-center gap-2 rounded-full border border-line bg-surface-soft py-1 pr-1 pl-4 text-sm">
            <span>
              Only <span className="font-semibold">{name}</span>
            </span>
            <Button size="sm" variant="quiet" onClick={onClearUser}>
              <X className="size-4" aria-hidden />
              Show all users
            </Button>
          </div>
        )}
      </div>
      {!data ? (
        <LoadState query={events} what="events" />
      ) : items.length === 0 ? (
        <EmptyState
          illustration="notes"
          title={userId || type ? 'No events match these filters' : 'No events yet'}
          description="Messages, calendar entries, symptom and mood logs, kick counts, appointments and feature uses appear here."
        />
      ) : (
        <div aria-busy={events.isPlaceholderData}>
          {note && <p className="mb-3 text-sm font-medium text-ink-muted">{note}</p>}
          <ul aria-label="Events" className="space-y-3 md:hidden">
            {items.map((e) => (
              <EventCard key={`${e.type}:${e.id}`} event={e} onView={() => setViewing(e)} />
            ))}
          </ul>
          <WideTable caption="Events, newest first" columns={EVENT_COLUMNS} actions>
            {items.map((e) => (
              <EventRow key={`${e.type}:${e.id}`} event={e} onView={() => setViewing(e)} />
            ))}
          </WideTable>
        </div>
      )}
      {data && (
        <Pager
          label="Events pages"
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
