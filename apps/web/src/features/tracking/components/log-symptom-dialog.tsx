import {
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
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useLogSymptom } from '../api/log-symptom.ts';
import { SeverityPicker } from './severity.tsx';

const defaults: NewSymptom = { name: '', severity: DEFAULT_SEVERITY, notes: '' };

/** The symptoms pregnant people log most; a chip fills the name, which stays free text. */
export const COMMON_SYMPTOMS = [
  'Nausea',
  'Fatigue',
  'Back pain',
  'Heartburn',
  'Headache',
  'Swelling',
  'Cramps',
  'Insomnia',
] as const;

const chipClass =
  'min-h-9 rounded-full border px-3 text-sm font-medium transition-colors duration-150 border-brand-200 bg-surface text-gray-800 hover:border-brand-400 hover:bg-brand-50 aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-on-accent dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800 dark:aria-pressed:border-accent dark:aria-pressed:bg-accent dark:aria-pressed:text-on-accent';

function CommonSymptoms({ name, onPick }: { name: string; onPick: (symptom: string) => void }) {
  const labelId = useId();
  const chosen = name.trim().toLowerCase();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-xs font-medium text-ink-muted">
        Common symptoms
      </p>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {COMMON_SYMPTOMS.map((symptom) => (
          <button
            key={symptom}
            type="button"
            aria-pressed={chosen === symptom.toLowerCase()}
            onClick={() => onPick(symptom)}
            className={chipClass}
          >
            {symptom}
          </button>
        ))}
      </div>
    </div>
  );
}

/** 'Add Symptom' button and the 'Log New Symptom' dialog it opens (spec §2, §4, §5, §8). */
export function LogSymptomDialog() {
  const [open, setOpen] = useState(false);
  const mutation = useLogSymptom();
  const form = useForm<NewSymptom, unknown, NewSymptomParsed>({
    resolver: zodResolver(newSymptomSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitted } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const severityErrorId = useId();

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        form.reset(defaults);
        toast({ title: SYMPTOM_LOGGED_TITLE, description: SYMPTOM_LOGGED_MESSAGE });
      },
      // What the person typed stays in the form so they can simply try again.
      onError: () => toast({ title: SYMPTOM_LOG_FAILED_TITLE, description: SYMPTOM_LOG_FAILED_MESSAGE, tone: 'error' }),
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Log New Symptom"
      description="Record how you are feeling so you can share it with your provider."
      trigger={<Button size="sm">Add Symptom</Button>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label="Symptom name" error={errors.name?.message}>
          {(ids) => (
            <input
              {...ids}
              type="text"
              autoComplete="off"
              placeholder="e.g. Nausea, back pain, headache"
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
            {errors.severity.message}
          </p>
        )}
        <Field label="Notes (optional)" error={errors.notes?.message}>
          {(ids) => (
            <textarea
              {...ids}
              rows={3}
              placeholder="When did it start? Anything that helped?"
              className={inputClass}
              {...form.register('notes')}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? 'Logging...' : 'Log Symptom'}
        </Button>
      </form>
    </Dialog>
  );
}
