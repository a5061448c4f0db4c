import {
  toNewWeight,
  WEIGHT_SAVE_FAILED_MESSAGE,
  WEIGHT_SAVED_MESSAGE,
  weightLogFormSchema,
  type UnitSystem,
  type WeightLogForm,
} from '@bloom/contract';
import { knownTimeZone, toIsoDate } from '@bloom/pregnancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useSaveWeight } from '../api/save-weight.ts';

/** "Log my weight": the date (today by default, in her time zone) and the weight in her units. */
export function WeightLogForm({ units, timeZone }: { units: UnitSystem; timeZone: string }) {
  const headingId = useId();
  const { t } = useT('weight');
  const today = toIsoDate(new Date(), knownTimeZone(timeZone));
  const mutation = useSaveWeight();
  const form = useForm<WeightLogForm>({
    resolver: zodResolver(weightLogFormSchema),
    values: { date: today, weight: '', units },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(toNewWeight(values), {
      onSuccess: () => {
        form.reset({ date: values.date, weight: '', units });
        toast({ title: WEIGHT_SAVED_MESSAGE });
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.body?.fields : undefined;
        if (fields?.date) form.setError('date', { message: fields.date });
        if (fields?.weightKg) form.setError('weight', { message: fields.weightKg });
        toast({ title: WEIGHT_SAVE_FAILED_MESSAGE, tone: 'error' });
      },
    });
  });
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="mb-4 text-lg font-semibold">
          {t('log.title')}
        </h2>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('log.date')} error={errors.date?.message}>
              {(ids) => <input {...ids} type="date" max={today} className={inputClass} {...form.register('date')} />}
            </Field>
            <Field label={t('log.weight', { unit: units === 'imperial' ? 'lb' : 'kg' })} error={errors.weight?.message}>
              {(ids) => (
                <input {...ids} type="text" inputMode="decimal" className={inputClass} {...form.register('weight')} />
              )}
            </Field>
          </div>
          <p className="text-xs text-ink-muted">{t('log.oneADay')}</p>
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={mutation.isPending}>
            {mutation.isPending ? t('log.saving') : t('log.save')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
