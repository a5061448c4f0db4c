import { newSymptomSchema, TrackingMessages, type NewSymptom, type NewSymptomParsed } from '@bloom/contract';
import { DEFAULT_SEVERITY, SEVERITY_LEVELS } from '@bloom/pregnancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useLogSymptom } from '../api/log-symptom.ts';

const defaults: NewSymptom = { name: '', severity: DEFAULT_SEVERITY, notes: '' };

/** 'Add Symptom' button and the 'Log New Symptom' dialog it opens (spec §2, §4, §5, §8). */
export function LogSymptomDialog() {
  const [open, setOpen] = useState(false);
  const mutation = useLogSymptom();
  const form = useForm<NewSymptom, unknown, NewSymptomParsed>({
    resolver: zodResolver(newSymptomSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        form.reset(defaults);
        toast(TrackingMessages.symptomLogged);
      },
      // What the person typed stays in the form so they can simply try again.
      onError: () => toast({ ...TrackingMessages.symptomFailed, tone: 'error' }),
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
        <Field label="Severity" error={errors.severity?.message}>
          {(ids) => (
            <select {...ids} className={inputClass} {...form.register('severity', { valueAsNumber: true })}>
              {SEVERITY_LEVELS.map((level) => (
                <option key={level.value} value={level.value}>
                  {`${level.value} – ${level.label}`}
                </option>
              ))}
            </select>
          )}
        </Field>
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
