import {
  canonicalTimeZone,
  FIRST_ADMIN_NOTICE,
  signupFormSchema,
  toSignupRequest,
  type SignupForm as SignupValues,
} from '@bloom/contract';
import { MAX_WEEK_INPUT, MIN_WEEK_INPUT } from '@bloom/pregnancy';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DueDateCalculator } from '../../../components/due-date-calculator.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSignup } from '../api/signup.ts';
import { AuthCard } from './auth-card.tsx';
import { OptionalLabel } from './optional-label.tsx';
import { PasswordInput } from './password-input.tsx';

const defaults: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  dateOfBirth: '',
  gender: 'female',
  isPregnant: 'yes',
  pregnancyWeeks: '',
  password: '',
};

/**
 * The browser's IANA time zone, sent at signup so "today" (and with it the current week) is her
 * calendar date. Left out when the browser reports none the server would accept; it then uses UTC.
 */
function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone as string | undefined;
  return zone ? (canonicalTimeZone(zone) ?? undefined) : undefined;
}

function RadioGroup({
  legend,
  name,
  options,
  register,
}: {
  legend: string;
  name: 'gender' | 'isPregnant';
  options: { value: string; label: string }[];
  register: ReturnType<typeof useForm<SignupValues>>['register'];
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o.value} className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" value={o.value} className="size-4 accent-brand-700" {...register(name)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SignupForm() {
  const navigate = useNavigate();
  const mutation = useSignup();
  const form = useForm<SignupValues>({ resolver: zodResolver(signupFormSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const pregnant = form.watch('isPregnant') === 'yes';

  // The first-administrator link the server prints when nobody can approve accounts yet.
  const setupToken = useSearchParams()[0].get('setup') ?? undefined;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      {
        ...toSignupRequest(signupFormSchema.parse(values)),
        timeZone: browserTimeZone(),
        ...(setupToken ? { setupToken } : {}),
      },
      {
        onSuccess: (answer) => void navigate('/login', { state: { notice: answer.message } }),
      },
    ),
  );
  const failure = mutation.error
    ? (mutation.error instanceof ApiError && mutation.error.serverMessage) || 'Signup failed'
    : null;

  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'dateOfBirth',
    label: ReactNode,
    type: string,
    autoComplete: string,
  ) => (
    <Field label={label} error={errors[name]?.message}>
      {(ids) => (
        <input {...ids} type={type} autoComplete={autoComplete} className={inputClass} {...form.register(name)} />
      )}
    </Field>
  );

  return (
    <AuthCard title="Join BLOOM" subtitle="Create your account to start your pregnancy journey">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {setupToken && <Alert tone="info">{FIRST_ADMIN_NOTICE}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstName', 'First name', 'text', 'given-name')}
          {text('lastName', 'Last name', 'text', 'family-name')}
        </div>
        {text('email', 'Email', 'email', 'email')}
        {text('phoneNumber', <OptionalLabel>Phone number</OptionalLabel>, 'tel', 'tel')}
        {text('dateOfBirth', 'Date of birth', 'date', 'bday')}
        <RadioGroup
          legend="Gender"
          name="gender"
          register={form.register}
          options={[
            { value: 'female', label: 'Female' },
            { value: 'male', label: 'Male' },
            { value: 'other', label: 'Other' },
          ]}
        />
        <RadioGroup
          legend="Are you currently pregnant?"
          name="isPregnant"
          register={form.register}
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
        />
        {pregnant && (
          <Field
            label={<OptionalLabel>How many weeks pregnant are you?</OptionalLabel>}
            hint="Leave it empty if you are not sure yet; you can add it later in your profile."
            error={errors.pregnancyWeeks?.message}
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
            summary="Calculate my due date"
            timeZone={browserTimeZone() ?? 'UTC'}
            onResult={(estimate) => {
              // The sign-up takes weeks: the completed weeks, within the 1-42 the field accepts
              // (the dashboard shows week 1 for the first week too).
              const weeks = Math.min(MAX_WEEK_INPUT, Math.max(MIN_WEEK_INPUT, estimate.weeks));
              form.setValue('pregnancyWeeks', String(weeks), { shouldValidate: true, shouldDirty: true });
              return null;
            }}
          />
        )}
        <Field label="Password" hint="At least 8 characters." error={errors.password?.message}>
          {(ids) => <PasswordInput {...ids} autoComplete="new-password" {...form.register('password')} />}
        </Field>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Please allow up to 48 hours to get approved. Check your email for more information.
        </p>
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-brand-700 underline dark:text-brand-300">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
