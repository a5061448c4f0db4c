import { calendarEntryCreateSchema, type CalendarEntryCreate } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useAddCalendarEntry } from '../api/add-calendar-entry.ts';
import { ENTRY_TYPE_LABELS } from './entry-icon.tsx';
import { showFailure } from './show-failure.ts';

/** Food and activity have their own tracking forms, so the free entry offers the other types. */
const ENTRY_TYPES = ['note', 'event', 'symptom', 'milestone'] as const;

// The day comes from the calendar's selection, not from a field of this form.
const formSchema = calendarEntryCreateSchema.omit({ date: true });
type FormInput = Omit<CalendarEntryCreate, 'date'>;
type FormOutput = z.output<typeof formSchema>;

const defaults: FormInput = { type: 'note', title: '', time: '', description: '' };

export function AddEntryForm({ date }: { date: string }) {
  const add = useAddCalendarEntry();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaults });
  const { errors } = form.formState;
  // Spec §5: a title is required to enable Add.
  const hasTitle = (form.watch('title') ?? '').trim().length > 0;

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(
      { ...values, date, category: null },
      {
        onSuccess: (entry) => {
          form.reset(defaults);
          toast({ title: 'Entry added', description: `“${entry.title}” is on your calendar.` });
        },
        onError: showFailure,
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Add entry">
      <Field label="Title" error={errors.title?.message}>
        {(ids) => <input {...ids} className={inputClass} {...form.register('title')} />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Type" error={errors.type?.message}>
          {(ids) => (
            <select {...ids} className={inputClass} {...form.register('type')}>
              {ENTRY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ENTRY_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Time (optional)" error={errors.time?.message}>
          {(ids) => <input {...ids} type="time" className={inputClass} {...form.register('time')} />}
        </Field>
      </div>
      <Field label="Description (optional)" error={errors.description?.message}>
        {(ids) => <textarea {...ids} rows={2} className={inputClass} {...form.register('description')} />}
      </Field>
      <Button type="submit" disabled={!hasTitle || add.isPending}>
        {add.isPending ? 'Adding...' : 'Add'}
      </Button>
    </form>
  );
}
