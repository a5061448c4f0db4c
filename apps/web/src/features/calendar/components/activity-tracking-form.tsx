import { activityTrackingFormSchema } from '@bloom/contract';
import { DEFAULT_ENERGY, ENERGY_LEVELS } from '@bloom/pregnancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useTrackActivity } from '../api/track-activity.ts';
import { showFailure } from './show-failure.ts';

type FormInput = z.input<typeof activityTrackingFormSchema>;
type FormOutput = z.output<typeof activityTrackingFormSchema>;
const defaults: FormInput = { activities: '', energyLevel: String(DEFAULT_ENERGY), notes: '' };

export function ActivityTrackingForm({ date }: { date: string }) {
  const { t } = useT('calendar');
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
          toast({ title: t('activity.tracked'), description: t('activity.trackedText') });
        },
        onError: showFailure,
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t('activity.form')}>
      <Field label={t('activity.activities')} hint={t('activity.hint')} error={errors.activities?.message}>
        {(ids) => (
          <textarea
            {...ids}
            rows={2}
            placeholder={t('activity.placeholder')}
            className={inputClass}
            {...form.register('activities')}
          />
        )}
      </Field>
      <Field label={t('activity.energy')} error={errors.energyLevel?.message}>
        {(ids) => (
          <select {...ids} className={inputClass} {...form.register('energyLevel')}>
            {ENERGY_LEVELS.map(({ value, label }) => (
              <option key={value} value={String(value)}>
                {`${value} – ${t(`activity.levels.${label}`)}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('activity.notes')} error={errors.notes?.message}>
        {(ids) => <input {...ids} className={inputClass} {...form.register('notes')} />}
      </Field>
      <Button type="submit" disabled={track.isPending}>
        {track.isPending ? t('activity.submitting') : t('activity.submit')}
      </Button>
    </form>
  );
}
