import { foodTrackingFormSchema } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useTrackFood } from '../api/track-food.ts';
import { showFailure } from './show-failure.ts';

type FormInput = z.input<typeof foodTrackingFormSchema>;
type FormOutput = z.output<typeof foodTrackingFormSchema>;
const defaults: FormInput = { foodItems: '', notes: '' };

export function FoodTrackingForm({ date }: { date: string }) {
  const { t } = useT('calendar');
  const track = useTrackFood();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(foodTrackingFormSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    track.mutate(
      { date, ...values },
      {
        onSuccess: () => {
          form.reset(defaults);
          toast({ title: t('food.tracked'), description: t('food.trackedText') });
        },
        onError: showFailure,
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t('food.form')}>
      <Field label={t('food.items')} hint={t('food.itemsHint')} error={errors.foodItems?.message}>
        {(ids) => (
          <textarea
            {...ids}
            rows={2}
            placeholder={t('food.placeholder')}
            className={inputClass}
            {...form.register('foodItems')}
          />
        )}
      </Field>
      <Field label={t('food.notes')} error={errors.notes?.message}>
        {(ids) => <input {...ids} className={inputClass} {...form.register('notes')} />}
      </Field>
      <Button type="submit" disabled={track.isPending}>
        {track.isPending ? t('food.submitting') : t('food.submit')}
      </Button>
    </form>
  );
}
