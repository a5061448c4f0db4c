import {
  COMMON_SYMPTOMS,
  OFFLINE_QUEUED_MESSAGE,
  newSymptomSchema,
  SYMPTOM_LOGGED_MESSAGE,
  SYMPTOM_LOGGED_TITLE,
  SYMPTOM_LOG_FAILED_MESSAGE,
  SYMPTOM_LOG_FAILED_TITLE,
  type NewSymptom,
  type NewSymptomParsed,
} from '@bloom/contract';
import { DEFAULT_SEVERITY } from '@bloom/pregnancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useLogSymptom } from '../api/log-symptom.ts';
import { SeverityPicker } from './severity.tsx';

const defaults: NewSymptom = { name: '', severity: DEFAULT_SEVERITY, notes: '' };

const chipClass =
  'min-h-9 rounded-full border px-3 text-sm font-medium transition-colors duration-150 border-brand-200 bg-surface text-gray-800 hover:border-brand-400 hover:bg-brand-50 aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-on-accent dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800 dark:aria-pressed:border-accent dark:aria-pressed:bg-accent dark:aria-pressed:text-on-accent';

function CommonSymptoms({ name, onPick }: { name: string; onPick: (symptom: string) => void }) {
  const { t } = useT('tracking');
  const labelId = useId();
  const chosen = name.trim().toLowerCase();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-xs font-medium text-ink-muted">
        {t('symptomDialog.common')}
      </p>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {COMMON_SYMPTOMS.map((key) => {
          // The chip writes its name in the language on screen: the name is her own words.
          const symptom = t(`commonSymptoms.${key}`);
          return (
            <button
              key={key}
              type="button"
              aria-pressed={chosen === symptom.toLowerCase()}
              onClick={() => onPick(symptom)}
              className={chipClass}
            >
              {symptom}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** 'Add Symptom' button and the 'Log New Symptom' dialog it opens (spec §2, §4, §5, §8). */
export function LogSymptomDialog() {
  const { t } = useT('tracking');
  const [open, setOpen] = useState(false);
  const mutation = useLogSymptom();
  const form = useForm<NewSymptom, unknown, NewSymptomParsed>({
    resolver: zodResolver(newSymptomSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitted } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const severityErrorId = useId();
  const message = useContractMessage();

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ queued }) => {
        setOpen(false);
        form.reset(defaults);
        // Offline, it waits on this device and shows in the list as waiting to be sent (issue 35).
        if (queued) toast({ title: OFFLINE_QUEUED_MESSAGE });
        else toast({ title: SYMPTOM_LOGGED_TITLE, description: SYMPTOM_LOGGED_MESSAGE });
      },
      // What the person typed stays in the form so they can simply try again.
      onError: () => toast({ title: SYMPTOM_LOG_FAILED_TITLE, description: SYMPTOM_LOG_FAILED_MESSAGE, tone: 'error' }),
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('symptomDialog.title')}
      description={t('symptomDialog.description')}
      trigger={<Button size="sm">{t('symptomDialog.open')}</Button>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label={t('symptomDialog.name')} error={errors.name?.message}>
          {(ids) => (
            <input
              {...ids}
              type="text"
              autoComplete="off"
              placeholder={t('symptomDialog.namePlaceholder')}
              className={inputClass}
              {...form.register('name')}
            />
          )}
        </Field>
        <CommonSymptoms
          name={name}
          onPick={(symptom) => form.setValue('name', symptom, { shouldDirty: true, shouldValidate: isSubmitted })}
        />
        <Controller
          control={form.control}
          name="severity"
          render={({ field }) => (
            <SeverityPicker
              name={field.name}
              value={field.value ?? DEFAULT_SEVERITY}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorId={errors.severity ? severityErrorId : undefined}
            />
          )}
        />
        {errors.severity?.message && (
          <p id={severityErrorId} role="alert" className="-mt-2 text-sm font-medium text-red-700 dark:text-red-300">
            {message(errors.severity.message)}
          </p>
        )}
        <Field label={t('symptomDialog.notes')} error={errors.notes?.message}>
          {(ids) => (
            <textarea
              {...ids}
              rows={3}
              placeholder={t('symptomDialog.notesPlaceholder')}
              className={inputClass}
              {...form.register('notes')}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? t('symptomDialog.submitting') : t('symptomDialog.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
