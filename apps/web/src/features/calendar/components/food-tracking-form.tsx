import { foodTrackingFormSchema } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTrackFood } from '../api/track-food.ts';
import { showFailure } from './show-failure.ts';

type FormInput = z.input<typeof foodTrackingFormSchema>;
type FormOutput = z.output<typeof foodTrackingFormSchema>;
const defaults: FormInput = { foodItems: '', notes: '' };

export function FoodTrackingForm({ date }: { date: string }) {
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
          toast({ title: 'Food tracked', description: 'Your meals were added to the calendar.' });
        },
        onError: showFailure,
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Track food">
      <Field label="Food items" hint="Separate items with commas or new lines." error={errors.foodItems?.message}>
        {(ids) => (
          <textarea
            {...ids}
            rows={2}
            placeholder="Oatmeal, blueberries"
            className={inputClass}
            {...form.register('foodItems')}
          />
        )}
      </Field>
      <Field label="Notes (optional)" error={errors.notes?.message}>
        {(ids) => <input {...ids} className={inputClass} {...form.register('notes')} />}
      </Field>
      <Button type="submit" disabled={track.isPending}>
        {track.isPending ? 'Tracking...' : 'Track food'}
      </Button>
    </form>
  );
}
