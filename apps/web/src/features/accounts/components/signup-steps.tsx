import type { SignupForm as SignupValues } from '@bloom/contract';
import { MAX_WEEK_INPUT, MIN_WEEK_INPUT } from '@bloom/pregnancy';
import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { DueDateCalculator } from '@/components/due-date-calculator.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { OptionalLabel } from './optional-label.tsx';
import { PasswordInput } from './password-input.tsx';

export type SignupFormApi = UseFormReturn<SignupValues>;

/** The three steps of sign-up (issue 33) and the fields each one checks before the next. */
export const SIGNUP_STEPS = [
  {
    id: 'about',
    title: 'About you',
    fields: ['firstName', 'lastName', 'email', 'phoneNumber', 'dateOfBirth', 'gender'],
  },
  { id: 'pregnancy', title: 'Your pregnancy', fields: ['isPregnant', 'pregnancyWeeks'] },
  { id: 'password', title: 'Password', fields: ['password'] },
] as const satisfies readonly { id: string; title: string; fields: readonly (keyof SignupValues)[] }[];

export type SignupStepId = (typeof SIGNUP_STEPS)[number]['id'];

function RadioGroup({
  legend,
  name,
  options,
  form,
}: {
  legend: string;
  name: 'gender' | 'isPregnant';
  options: { value: string; label: string }[];
  form: SignupFormApi;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o.value} className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" value={o.value} className="size-4 accent-brand-700" {...form.register(name)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TextField({
  form,
  name,
  label,
  type,
  autoComplete,
}: {
  form: SignupFormApi;
  name: 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'dateOfBirth';
  label: ReactNode;
  type: string;
  autoComplete: string;
}) {
  return (
    <Field label={label} error={form.formState.errors[name]?.message}>
      {(ids) => (
        <input {...ids} type={type} autoComplete={autoComplete} className={inputClass} {...form.register(name)} />
      )}
    </Field>
  );
}

/** Step 1: her name, e-mail, phone, date of birth and gender. */
export function AboutYouStep({ form }: { form: SignupFormApi }) {
  const { t } = useT('accounts');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="firstName" label={t('signup.firstName')} type="text" autoComplete="given-name" />
        <TextField form={form} name="lastName" label={t('signup.lastName')} type="text" autoComplete="family-name" />
      </div>
      <TextField form={form} name="email" label={t('signup.email')} type="email" autoComplete="email" />
      <TextField
        form={form}
        name="phoneNumber"
        label={<OptionalLabel>{t('signup.phone')}</OptionalLabel>}
        type="tel"
        autoComplete="tel"
      />
      <TextField form={form} name="dateOfBirth" label={t('signup.dateOfBirth')} type="date" autoComplete="bday" />
      <RadioGroup
        legend={t('signup.gender')}
        name="gender"
        form={form}
        options={[
          { value: 'female', label: t('signup.female') },
          { value: 'male', label: t('signup.male') },
          { value: 'other', label: t('signup.other') },
        ]}
      />
    </>
  );
}

/** Step 2: whether she is pregnant, and her weeks, typed or from the due-date calculator. */
export function PregnancyStep({ form, timeZone }: { form: SignupFormApi; timeZone: string }) {
  const pregnant = useWatch({ control: form.control, name: 'isPregnant' }) === 'yes';
  const { t } = useT('accounts');
  return (
    <>
      <RadioGroup
        legend={t('signup.pregnant')}
        name="isPregnant"
        form={form}
        options={[
          { value: 'yes', label: t('signup.yes') },
          { value: 'no', label: t('signup.no') },
        ]}
      />
      {pregnant && (
        <Field
          label={<OptionalLabel>{t('signup.weeks')}</OptionalLabel>}
          hint={t('signup.weeksHint')}
          error={form.formState.errors.pregnancyWeeks?.message}
        >
          {(ids) => (
            <input
              {...ids}
              type="number"
              inputMode="numeric"
              min={1}
              max={42}
              className={inputClass}
              {...form.register('pregnancyWeeks')}
            />
          )}
        </Field>
      )}
      {pregnant && (
        <DueDateCalculator
          summary={t('signup.calculate')}
          timeZone={timeZone}
          onResult={(estimate) => {
            // The sign-up takes weeks: the completed weeks, within the 1-42 the field accepts
            // (the dashboard shows week 1 for the first week too).
            const weeks = Math.min(MAX_WEEK_INPUT, Math.max(MIN_WEEK_INPUT, estimate.weeks));
            form.setValue('pregnancyWeeks', String(weeks), { shouldValidate: true, shouldDirty: true });
            return null;
          }}
        />
      )}
    </>
  );
}

/** Step 3: the password, and the spec's note about approval. */
export function PasswordStep({ form }: { form: SignupFormApi }) {
  const { t } = useT('accounts');
  return (
    <>
      <Field
        label={t('signup.password')}
        hint={t('signup.passwordHint')}
        error={form.formState.errors.password?.message}
      >
        {(ids) => <PasswordInput {...ids} autoComplete="new-password" {...form.register('password')} />}
      </Field>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('signup.approvalNote')}</p>
    </>
  );
}
