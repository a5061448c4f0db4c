import {
  canonicalTimeZone,
  FIRST_ADMIN_NOTICE,
  signupFormSchema,
  toSignupRequest,
  type SignupForm as SignupValues,
} from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useSignup } from '../api/signup.ts';
import { ApprovalWait } from './approval-wait.tsx';
import { AuthCard } from './auth-card.tsx';
import { AboutYouStep, PasswordStep, PregnancyStep, SIGNUP_STEPS, type SignupFormApi } from './signup-steps.tsx';

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

const LAST = SIGNUP_STEPS.length - 1;

/**
 * The browser's IANA time zone, sent at signup so "today" (and with it the current week) is her
 * calendar date. Left out when the browser reports none the server would accept; it then uses UTC.
 */
function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone as string | undefined;
  return zone ? (canonicalTimeZone(zone) ?? undefined) : undefined;
}

/** The step holding the first field with an error, or null. */
function stepWithError(errors: SignupFormApi['formState']['errors']): number | null {
  const index = SIGNUP_STEPS.findIndex((step) => step.fields.some((field) => errors[field]));
  return index < 0 ? null : index;
}

/** 'Step 2 of 3' and the three names, the current one marked for screen readers. */
function StepTrail({ current }: { current: number }) {
  const { t } = useT('accounts');
  return (
    <ol aria-label={t('signup.stepsLabel')} className="mb-5 grid grid-cols-3 gap-2">
      {SIGNUP_STEPS.map((step, i) => (
        <li
          key={step.id}
          aria-current={i === current ? 'step' : undefined}
          className={cn(
            'border-t-4 pt-1.5 text-xs font-semibold',
            i <= current ? 'border-accent text-accent-ink' : 'border-line text-ink-muted',
          )}
        >
          <span className="sr-only">{i < current ? t('signup.done') : ''}</span>
          {t(`signup.steps.${step.id}`)}
        </li>
      ))}
    </ol>
  );
}

/**
 * Sign-up in three steps (issue 33): about you → your pregnancy (with the due-date calculator) →
 * password, with Back and Next. Each step is checked before the next, its first field in error
 * focused; one form holds every value, so going back loses nothing. One request at the end, to
 * the same POST /api/auth/signup. Then the approval wait (ApprovalWait); the first administrator,
 * approved at once, goes to sign in with the server's message.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const mutation = useSignup();
  const { t } = useT('accounts');
  const form = useForm<SignupValues>({ resolver: zodResolver(signupFormSchema), defaultValues: defaults });
  const [step, setStep] = useState(0);
  const [waiting, setWaiting] = useState<{ firstName: string; email: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const current = SIGNUP_STEPS[step]!;

  // The first-administrator link the server prints when nobody can approve accounts yet.
  const setupToken = useSearchParams()[0].get('setup') ?? undefined;

  // A field in error is checked again as she corrects it, so its message goes once it is right.
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => watching.unsubscribe();
  }, [form]);

  // On a new step (not on arrival) focus goes to its heading, so it is read out.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const next = async () => {
    if (await form.trigger([...current.fields], { shouldFocus: true })) goTo(step + 1);
  };

  const submit = form.handleSubmit(
    (values) =>
      mutation.mutate(
        {
          ...toSignupRequest(signupFormSchema.parse(values)),
          timeZone: browserTimeZone(),
          ...(setupToken ? { setupToken } : {}),
        },
        {
          onSuccess: (answer) => {
            if (answer.user.isApproved) void navigate('/login', { state: { notice: answer.message } });
            else setWaiting({ firstName: values.firstName.trim(), email: values.email.trim() });
          },
        },
      ),
    // Only an earlier step can hold an error here (each was checked): back to it, its field focused.
    (errors) => {
      const at = stepWithError(errors);
      if (at === null || at === step) return;
      goTo(at);
      const field = SIGNUP_STEPS[at]!.fields.find((name) => errors[name]);
      if (field) setTimeout(() => form.setFocus(field), 0);
    },
  );

  if (waiting) return <ApprovalWait {...waiting} />;

  const failure = mutation.error
    ? (mutation.error instanceof ApiError && mutation.error.serverMessage) || t('signup.failed')
    : null;

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <StepTrail current={step} />
      <form
        onSubmit={(e) => {
          if (step < LAST) {
            // Enter in a field of an earlier step moves on, as Next does.
            e.preventDefault();
            void next();
          } else void submit(e);
        }}
        noValidate
        className="space-y-4"
        aria-labelledby="signup-step-heading"
      >
        {setupToken && <Alert tone="info">{FIRST_ADMIN_NOTICE}</Alert>}
        <h2
          id="signup-step-heading"
          ref={heading}
          tabIndex={-1}
          className="font-display text-subheading font-semibold text-ink outline-none"
        >
          <span className="block text-xs font-sans font-semibold tracking-wide text-ink-muted uppercase">
            {t('signup.stepOf', { step: step + 1, count: SIGNUP_STEPS.length })}
          </span>{' '}
          {t(`signup.steps.${current.id}`)}
        </h2>
        {step === LAST && failure && <Alert tone="error">{failure}</Alert>}
        {current.id === 'about' && <AboutYouStep form={form} />}
        {current.id === 'pregnancy' && <PregnancyStep form={form} timeZone={browserTimeZone() ?? 'UTC'} />}
        {current.id === 'password' && <PasswordStep form={form} />}
        <div className="flex gap-3 pt-2">
          {step > 0 && (
            <Button type="button" variant="secondary" className="flex-1" onClick={() => goTo(step - 1)}>
              <ArrowLeft aria-hidden className="size-4" />
              {t('signup.back')}
            </Button>
          )}
          {step < LAST ? (
            <Button type="button" className="flex-1" onClick={() => void next()}>
              {t('signup.next')}
              <ArrowRight aria-hidden className="size-4" />
            </Button>
          ) : (
            <Button type="submit" className="flex-1" disabled={mutation.isPending}>
              {mutation.isPending ? t('signup.submitting') : t('signup.submit')}
            </Button>
          )}
        </div>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        {t('signup.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-brand-700 underline dark:text-brand-300">
          {t('signup.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
