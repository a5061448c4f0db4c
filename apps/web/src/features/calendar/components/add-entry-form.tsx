import { calendarEntryCreateSchema, type CalendarEntryCreate } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useAddCalendarEntry } from '../api/add-calendar-entry.ts';
import { showFailure } from './show-failure.ts';

/** Food and activity have their own tracking forms, so the free entry offers the other types. */
const ENTRY_TYPES = ['note', 'event', 'symptom', 'milestone'] as const;

// The day comes from the calendar's selection, not from a field of this form.
const formSchema = calendarEntryCreateSchema.omit({ date: true });
type FormInput = Omit<CalendarEntryCreate, 'date'>;
type FormOutput = z.output<typeof formSchema>;

const defaults: FormInput = { type: 'note', title: '', time: '', description: '' };

export function AddEntryForm({ date }: { date: string }) {
  const { t } = useT('calendar');
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
          toast({ title: t('add.added'), description: t('add.addedText', { title: entry.title }) });
        },
        onError: showFailure,
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t('add.form')}>
      <Field label={t('entry.title')} error={errors.title?.message}>
        {(ids) => <input {...ids} className={inputClass} {...form.register('title')} />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('add.type')} error={errors.type?.message}>
          {(ids) => (
            <select {...ids} className={inputClass} {...form.register('type')}>
              {ENTRY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('add.time')} error={errors.time?.message}>
          {(ids) => <input {...ids} type="time" className={inputClass} {...form.register('time')} />}
        </Field>
      </div>
      <Field label={t('entry.description')} error={errors.description?.message}>
        {(ids) => <textarea {...ids} rows={2} className={inputClass} {...form.register('description')} />}
      </Field>
      <Button type="submit" disabled={!hasTitle || add.isPending}>
        {add.isPending ? t('add.submitting') : t('add.submit')}
      </Button>
    </form>
  );
}
