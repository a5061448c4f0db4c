import { calendarEntryUpdateSchema, type CalendarEntry, type CalendarEntryUpdate } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDeleteCalendarEntry } from '../api/delete-calendar-entry.ts';
import { useUpdateCalendarEntry } from '../api/update-calendar-entry.ts';
import { entryTime } from './calendar-dates.ts';
import { ENTRY_TYPE_LABELS, EntryIcon } from './entry-icon.tsx';
import { showFailure } from './show-failure.ts';

/** One entry of the selected day; Edit switches it to an inline form for title and description. */
export function EntryRow({ entry }: { entry: CalendarEntry }) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useDeleteCalendarEntry();
  const actions = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);

  // Leaving the inline form puts the keyboard user back on the entry's Edit button.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      actions.current?.querySelector('button')?.focus();
    }
  }, [editing]);

  if (editing) {
    const onDone = () => {
      returnFocus.current = true;
      setEditing(false);
    };
    return <EntryEditForm entry={entry} onDone={onDone} />;
  }

  const onDelete = () =>
    remove.mutate(entry, {
      onSuccess: () => toast({ title: 'Entry deleted', description: `“${entry.title}” was removed.` }),
      onError: showFailure,
    });

  return (
    <li className="flex items-start gap-3 py-3">
      <EntryIcon type={entry.type} className="mt-0.5 size-5 text-brand-700 dark:text-brand-200" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{entry.title}</p>
        <p className="text-xs text-gray-700 dark:text-gray-300">
          {ENTRY_TYPE_LABELS[entry.type]}
          {entry.time && ` · ${entryTime(entry.time)}`}
        </p>
        {entry.description && <p className="mt-1 text-sm break-words">{entry.description}</p>}
        {confirmingDelete && (
          <div className="mt-2 flex flex-wrap items-center gap-2" role="group" aria-label="Confirm delete">
            <span className="text-sm">Delete this entry?</span>
            <Button size="sm" variant="danger" disabled={remove.isPending} onClick={onDelete}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirmingDelete(false)}>
              Keep
            </Button>
          </div>
        )}
      </div>
      {!confirmingDelete && (
        <div ref={actions} className="flex shrink-0 gap-1">
          <Button size="sm" variant="ghost" aria-label={`Edit ${entry.title}`} onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="size-4" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${entry.title}`}
            onClick={() => setConfirmingDelete(true)}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      )}
    </li>
  );
}

type EditValues = z.output<typeof calendarEntryUpdateSchema>;

function EntryEditForm({ entry, onDone }: { entry: CalendarEntry; onDone: () => void }) {
  const update = useUpdateCalendarEntry();
  const form = useForm<CalendarEntryUpdate, unknown, EditValues>({
    resolver: zodResolver(calendarEntryUpdateSchema),
    defaultValues: { title: entry.title, description: entry.description ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: entry.id, title: values.title, description: values.description ?? null },
      {
        onSuccess: () => {
          toast({ title: 'Entry updated', description: 'Your changes were saved.' });
          onDone();
        },
        onError: showFailure,
      },
    ),
  );

  return (
    <li className="py-3">
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={`Edit ${entry.title}`}>
        <Field label="Title" error={errors.title?.message}>
          {(ids) => <input {...ids} className={inputClass} autoFocus {...form.register('title')} />}
        </Field>
        <Field label="Description (optional)" error={errors.description?.message}>
          {(ids) => <textarea {...ids} rows={2} className={inputClass} {...form.register('description')} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button size="sm" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button size="sm" type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </li>
  );
}
