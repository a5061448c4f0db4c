import {
  toWeightProfile,
  toWeightProfileForm,
  WEIGHT_PROFILE_SAVE_FAILED_MESSAGE,
  WEIGHT_PROFILE_SAVED_MESSAGE,
  weightProfileFormSchema,
  type WeightProfile,
  type WeightProfileForm,
} from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useWeightProfile } from '../api/get-weight-profile.ts';
import { useSaveWeightProfile } from '../api/save-weight-profile.ts';

/** The server's field names for the form's (an imperial height's message goes next to the feet). */
const FORM_FIELD: Record<string, keyof WeightProfileForm> = {
  prePregnancyWeightKg: 'weight',
  heightCm: 'heightCm',
  units: 'units',
  twins: 'twins',
};

function Choice({
  legend,
  options,
  registration,
}: {
  legend: string;
  options: { value: string; label: string }[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-800 dark:text-gray-100">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6">
        {options.map((o) => (
          <label key={o.value} className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" value={o.value} className="size-4 accent-brand-700" {...registration} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function WeightProfileFormBody({ profile }: { profile: WeightProfile }) {
  const mutation = useSaveWeightProfile();
  const { t } = useT('weight');
  const form = useForm<WeightProfileForm>({
    resolver: zodResolver(weightProfileFormSchema),
    defaultValues: toWeightProfileForm(profile),
  });
  const { errors } = form.formState;
  const units = useWatch({ control: form.control, name: 'units' });
  const imperial = units === 'imperial';
  // Switching units converts what she typed, so the numbers keep meaning the same weight and height.
  const unitsField = form.register('units', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value === 'imperial' ? 'imperial' : 'metric';
      const before = weightProfileFormSchema.safeParse({
        ...form.getValues(),
        units: next === 'imperial' ? 'metric' : 'imperial',
      });
      if (before.success) form.reset({ ...toWeightProfileForm({ ...toWeightProfile(before.data), units: next }) });
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(toWeightProfile(values), {
      onSuccess: (saved) => {
        form.reset(toWeightProfileForm(saved));
        toast({ title: WEIGHT_PROFILE_SAVED_MESSAGE });
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.body?.fields : undefined;
        for (const [name, message] of Object.entries(fields ?? {})) {
          const field = FORM_FIELD[name];
          if (field) form.setError(imperial && field === 'heightCm' ? 'heightFeet' : field, { message });
        }
        toast({ title: WEIGHT_PROFILE_SAVE_FAILED_MESSAGE, tone: 'error' });
      },
    });
  });
  const numberInput = (name: keyof WeightProfileForm, label: string, hint?: string) => (
    <Field label={label} error={errors[name]?.message} hint={hint}>
      {(ids) => <input {...ids} type="text" inputMode="decimal" className={inputClass} {...form.register(name)} />}
    </Field>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Choice
        legend={t('profile.units')}
        registration={unitsField}
        options={[
          { value: 'metric', label: t('profile.metric') },
          { value: 'imperial', label: t('profile.imperial') },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {numberInput('weight', imperial ? t('profile.weightLb') : t('profile.weightKg'))}
        {imperial ? (
          <div className="grid grid-cols-2 gap-3">
            {numberInput('heightFeet', t('profile.heightFeet'))}
            {numberInput('heightInches', t('profile.heightInches'))}
          </div>
        ) : (
          numberInput('heightCm', t('profile.heightCm'))
        )}
      </div>
      <Choice
        legend={t('profile.twins')}
        registration={form.register('twins')}
        options={[
          { value: 'no', label: t('profile.no') },
          { value: 'yes', label: t('profile.yes') },
        ]}
      />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  );
}

/**
 * Her weight tool's details (issue 34), in Profile and on the weight page until she gives them:
 * her weight and height before pregnancy in kg/cm or lb/ft-in (stored in kg and cm), and twins.
 */
export function WeightProfileCard() {
  const headingId = useId();
  const query = useWeightProfile();
  const { t } = useT('weight');
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="mb-1 text-lg font-semibold">
          {t('profile.title')}
        </h2>
        <p className="mb-4 text-sm text-ink-muted">{t('profile.intro')}</p>
        {query.isError ? (
          <Alert tone="error">{t('profile.failed')}</Alert>
        ) : query.data ? (
          <WeightProfileFormBody profile={query.data} />
        ) : (
          <p role="status" className="text-sm text-ink-muted">
            {t('profile.loading')}
          </p>
        )}
      </Card>
    </section>
  );
}
