import { calendarEntryUpdateSchema, type CalendarEntry, type CalendarEntryUpdate } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useDeleteCalendarEntry } from '../api/delete-calendar-entry.ts';
import { useUpdateCalendarEntry } from '../api/update-calendar-entry.ts';
import { entryTime } from './calendar-dates.ts';
import { EntryIcon } from './entry-icon.tsx';
import { showFailure } from './show-failure.ts';

/** One entry of the selected day; Edit switches it to an inline form for title and description. */
export function EntryRow({ entry }: { entry: CalendarEntry }) {
  const { t } = useT('calendar');
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
      onSuccess: () =>
        toast({ title: t('entry.deleted'), description: t('entry.deletedText', { title: entry.title }) }),
      onError: showFailure,
    });

  return (
    <li className="flex items-start gap-3 py-3">
      <EntryIcon type={entry.type} className="mt-0.5 size-5 text-brand-700 dark:text-brand-200" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{entry.title}</p>
        <p className="text-xs text-gray-700 dark:text-gray-300">
          {t(`types.${entry.type}`)}
          {entry.time && ` · ${entryTime(entry.time)}`}
        </p>
        {entry.description && <p className="mt-1 text-sm break-words">{entry.description}</p>}
        {confirmingDelete && (
          <div className="mt-2 flex flex-wrap items-center gap-2" role="group" aria-label={t('entry.confirmDelete')}>
            <span className="text-sm">{t('entry.deleteQuestion')}</span>
            <Button size="sm" variant="danger" disabled={remove.isPending} onClick={onDelete}>
              {remove.isPending ? t('entry.deleting') : t('entry.delete')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirmingDelete(false)}>
              {t('entry.keep')}
            </Button>
          </div>
        )}
      </div>
      {!confirmingDelete && (
        <div ref={actions} className="flex shrink-0 gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('entry.edit', { title: entry.title })}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden className="size-4" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('entry.deleteNamed', { title: entry.title })}
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
  const { t } = useT('calendar');
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
          toast({ title: t('entry.updated'), description: t('entry.updatedText') });
          onDone();
        },
        onError: showFailure,
      },
    ),
  );

  return (
    <li className="py-3">
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t('entry.edit', { title: entry.title })}>
        <Field label={t('entry.title')} error={errors.title?.message}>
          {(ids) => <input {...ids} className={inputClass} autoFocus {...form.register('title')} />}
        </Field>
        <Field label={t('entry.description')} error={errors.description?.message}>
          {(ids) => <textarea {...ids} rows={2} className={inputClass} {...form.register('description')} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button size="sm" variant="secondary" onClick={onDone}>
            {t('entry.cancel')}
          </Button>
          <Button size="sm" type="submit" disabled={update.isPending}>
            {update.isPending ? t('entry.saving') : t('entry.save')}
          </Button>
        </div>
      </form>
    </li>
  );
}
