import { ErrorCode, loginRequestSchema, type LoginRequest } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageChooser } from '@/components/language-chooser.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { chooseSignedOut, useT } from '@/lib/i18n/index.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordInput } from './password-input.tsx';

export function LoginForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const mutation = useLogin();
  const { t } = useT('accounts');
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ token, user }) => {
        signIn(token, user);
        void navigate(user.isAdmin ? '/admin' : '/', { replace: true });
      },
    }),
  );

  const failure = mutation.error
    ? (mutation.error instanceof ApiError && mutation.error.serverMessage) || t('login.failed')
    : null;
  // An account still waiting for approval is not a mistake to fix: the server's words, as information.
  const pending = mutation.error instanceof ApiError && mutation.error.body?.code === ErrorCode.pendingApproval;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {notice && !failure && <Alert tone="success">{notice}</Alert>}
        {failure && <Alert tone={pending ? 'info' : 'error'}>{failure}</Alert>}
        <Field label={t('login.email')} error={errors.email?.message}>
          {(ids) => (
            <input {...ids} type="email" autoComplete="email" className={inputClass} {...form.register('email')} />
          )}
        </Field>
        <Field label={t('login.password')} error={errors.password?.message}>
          {(ids) => <PasswordInput {...ids} autoComplete="current-password" {...form.register('password')} />}
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
