import { ErrorCode, loginRequestSchema, type LoginRequest } from '@bloom/contract';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageChooser } from '@/components/language-chooser.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { chooseSignedOut, useT } from '@/lib/i18n/index.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordInput } from './password-input.tsx';

type LoginErrors = Partial<Record<keyof LoginRequest, string>>;

/** The form's two fields checked with the contract's login schema: its values, or each field's first message. */
function checkLogin(form: HTMLFormElement): { values: LoginRequest; errors?: never } | { errors: LoginErrors } {
  const data = new FormData(form);
  const parsed = loginRequestSchema.safeParse({
    email: String(data.get('email') ?? ''),
    password: String(data.get('password') ?? ''),
  });
  if (parsed.success) return { values: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginRequest;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The login screen. Its two fields are read from the form when she submits (no form library: this
 * screen is in the login bundle, decision 021): the contract's schema checks them, the first field
 * it refuses gets the focus, and once she has submitted, each field is checked again as she types.
 */
export function LoginForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const mutation = useLogin();
  const { t } = useT('accounts');
  const message = useContractMessage();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = checkLogin(event.currentTarget);
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      const first = (['email', 'password'] as const).find((field) => checked.errors[field]);
      (event.currentTarget.elements.namedItem(first!) as HTMLInputElement | null)?.focus();
      return;
    }
    mutation.mutate(checked.values, {
      onSuccess: ({ token, user }) => {
        signIn(token, user);
        void navigate(user.isAdmin ? '/admin' : '/', { replace: true });
      },
    });
  };
  // After a submit, the field she changes is checked again as she types.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as keyof LoginRequest;
    if (!submitted || (field !== 'email' && field !== 'password')) return;
    const error = checkLogin(event.currentTarget).errors?.[field];
    setErrors((shown) => ({ ...shown, [field]: error }));
  };

  const failure = mutation.error
    ? (mutation.error instanceof ApiError && mutation.error.serverMessage) || t('login.failed')
    : null;
  // An account still waiting for approval is not a mistake to fix: the server's words, as information.
  const pending = mutation.error instanceof ApiError && mutation.error.body?.code === ErrorCode.pendingApproval;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={onSubmit} onChange={onChange} noValidate className="space-y-4">
        {/* The contract's message (PASSWORD_RESET_DONE_MESSAGE), in the language on screen. */}
        {notice && !failure && <Alert tone="success">{message(notice)}</Alert>}
        {failure && <Alert tone={pending ? 'info' : 'error'}>{failure}</Alert>}
        <Field label={t('login.email')} error={errors.email}>
          {(ids) => <input {...ids} name="email" type="email" autoComplete="email" className={inputClass} />}
        </Field>
        <Field label={t('login.password')} error={errors.password}>
          {(ids) => <PasswordInput {...ids} name="password" autoComplete="current-password" />}
        </Field>
        <p className="text-right text-sm">
          <Link
            to="/forgot-password"
            className="inline-flex min-h-6 items-center font-medium text-brand-700 underline dark:text-brand-300"
          >
            {t('login.forgot')}
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {/* index.html's first paint has a still picture of it (English, as the copy is). */}
      <LanguageChooser className="mt-6 justify-center" onChosen={chooseSignedOut} />
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        {t('login.newHere')}{' '}
        <Link to="/signup" className="font-medium text-brand-700 underline dark:text-brand-300">
          {t('login.createAccount')}
        </Link>
      </p>
    </AuthCard>
  );
}
