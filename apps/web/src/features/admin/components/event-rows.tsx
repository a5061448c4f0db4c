import { UNKNOWN_USER, type AdminEvent } from '@bloom/contract';
import { Eye } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useT } from '@/lib/i18n/index.ts';

/** The spec's columns (their words in `admin:events.columns`). */
export const EVENT_COLUMNS = ['timestamp', 'user', 'type', 'category', 'details'] as const;

/** The event type's name and category in the language on screen (the contract's EVENT_TYPE_LABELS in English). */
function useEventLabels(event: AdminEvent) {
  const { t } = useT('admin');
  return { t, label: t(`events.types.${event.type}.label`), category: t(`events.types.${event.type}.category`) };
}

interface EventProps {
  event: AdminEvent;
  onView: () => void;
}

function UserName({ name }: { name: string }) {
  return <span className={cn(name === UNKNOWN_USER && 'text-ink-muted italic')}>{name}</span>;
}

function ViewButton({ event, onView }: EventProps) {
  const { t, label } = useEventLabels(event);
  return (
    <Button
      size="sm"
      variant="quiet"
      onClick={onView}
      aria-label={t('events.viewNamed', { label, name: event.userName })}
    >
      <Eye className="size-4" aria-hidden />
      {t('view')}
    </Button>
  );
}

/** Desktop (md and up): one row per event in the spec's columns. */
export function EventRow({ event, onView }: EventProps) {
  const { label, category } = useEventLabels(event);
  return (
    <tr className="border-b border-line align-top last:border-0">
      <td className="px-2 py-3 whitespace-nowrap">{formatDateTime(event.timestamp)}</td>
      <td className="px-2 py-3 font-medium">
        <UserName name={event.userName} />
      </td>
      <td className="px-2 py-3 whitespace-nowrap">{label}</td>
      <td className="px-2 py-3">
        <Badge tone="lavender">{category}</Badge>
      </td>
      {/* Her words and BLOOM's as they were recorded: a browser's translator must leave them be. */}
      <td className="max-w-md px-2 py-3 break-words" translate="no">
        {event.details}
      </td>
      <td className="px-2 py-2 text-right">
        <ViewButton event={event} onView={onView} />
      </td>
    </tr>
  );
}

/** Phones (below md): one card per event; the type and when first, then who and what. */
export function EventCard({ event, onView }: EventProps) {
  const { label, category } = useEventLabels(event);
  return (
    <li className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{label}</p>
          <p className="text-sm text-ink-muted">{formatDateTime(event.timestamp)}</p>
        </div>
        <Badge tone="lavender">{category}</Badge>
      </div>
      <p className="mt-2 text-sm font-medium">
        <UserName name={event.userName} />
      </p>
      <p className="mt-1 text-sm break-words" translate="no">
        {event.details}
      </p>
      <div className="mt-2 flex justify-end border-t border-line pt-2">
        <ViewButton event={event} onView={onView} />
      </div>
    </li>
  );
}
