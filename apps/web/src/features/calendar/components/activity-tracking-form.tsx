import { activityTrackingFormSchema } from '@bloom/contract';
import { DEFAULT_ENERGY, ENERGY_LEVELS } from '@bloom/pregnancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTrackActivity } from '../api/track-activity.ts';
import { showFailure } from './show-failure.ts';

type FormInput = z.input<typeof activityTrackingFormSchema>;
type FormOutput = z.output<typeof activityTrackingFormSchema>;
const defaults: FormInput = { activities: '', energyLevel: String(DEFAULT_ENERGY), notes: '' };

export function ActivityTrackingForm({ date }: { date: string }) {
  const track = useTrackActivity();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(activityTrackingFormSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    track.mutate(
      { date, ...values },
      {
        onSuccess: () => {
          form.reset(defaults);
          toast({ title: 'Activities tracked', description: 'Your activities were added to the calendar.' });
        },
        onError: showFailure,
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Track activity">
      <Field label="Activities" hint="Separate activities with commas or new lines." error={errors.activities?.message}>
        {(ids) => (
          <textarea
            {...ids}
            rows={2}
            placeholder="Prenatal yoga, 20-minute walk"
            className={inputClass}
            {...form.register('activities')}
          />
        )}
      </Field>
      <Field label="Energy level" error={errors.energyLevel?.message}>
        {(ids) => (
          <select {...ids} className={inputClass} {...form.register('energyLevel')}>
            {ENERGY_LEVELS.map(({ value, label }) => (
              <option key={value} value={String(value)}>
                {`${value} – ${label}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Notes (optional)" error={errors.notes?.message}>
        {(ids) => <input {...ids} className={inputClass} {...form.register('notes')} />}
      </Field>
      <Button type="submit" disabled={track.isPending}>
        {track.isPending ? 'Tracking...' : 'Track activities'}
      </Button>
    </form>
  );
}
