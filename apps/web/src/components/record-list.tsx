import { Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { toast } from './ui/toast.tsx';

/** A delete mutation as the tools' `useDelete…()` hooks return it: the id in, her ok message out. */
interface DeleteMutation {
  mutate: (id: string, options: { onSuccess: (ok: { message: string }) => void; onError: () => void }) => void;
  isPending: boolean;
}

/** How a record is deleted: the feature's hook, the button's accessible name and the failure's toast. */
export interface RecordDelete<T> {
  useDelete: () => DeleteMutation;
  /** The button's accessible name, e.g. `Delete the session of ${when}`. */
  label: (record: T) => string;
  failedMessage: string;
}

interface RecordListProps<T extends { id: string }> {
  /** The card's heading (its section is named by it). */
  title: string;
  /** What shows while there is none. */
  emptyText: string;
  records: readonly T[];
  /** The record's first line (its time, or its value and time). */
  heading: (record: T) => ReactNode;
  /** The muted line under it. */
  detail: (record: T) => ReactNode;
  /** Anything under the detail (a badge). */
  extra?: (record: T) => ReactNode;
  /** Without it (her partner's view) the list has no delete buttons. */
  remove?: RecordDelete<T> | undefined;
}

function DeleteButton<T extends { id: string }>({ record, remove }: { record: T; remove: RecordDelete<T> }) {
  const { useDelete } = remove;
  const mutation = useDelete();
  return (
    <Button
      variant="quiet"
      size="icon"
      aria-label={remove.label(record)}
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(record.id, {
          onSuccess: (ok) => toast({ title: ok.message }),
          onError: () => toast({ title: remove.failedMessage, tone: 'error' }),
        })
      }
    >
      <Trash2 aria-hidden className="size-5" />
    </Button>
  );
}

/**
 * A tool's recent records in a card (the kick sessions, contractions and weights): a titled
 * section, the empty text or one row per record, newest first as given, each with its delete
 * button and a toast of the answer.
 */
export function RecordList<T extends { id: string }>({
  title,
  emptyText,
  records,
  heading,
  detail,
  extra,
  remove,
}: RecordListProps<T>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
        {records.length === 0 ? (
          <p className="text-sm text-ink-muted">{emptyText}</p>
        ) : (
          <ul className="divide-y divide-line">
            {records.map((record) => (
              <li key={record.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink">{heading(record)}</p>
                    <p className="text-sm text-ink-muted">{detail(record)}</p>
                    {extra?.(record)}
                  </div>
                  {remove && <DeleteButton record={record} remove={remove} />}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
