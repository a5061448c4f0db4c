import {
  PASSWORD_RESET_DONE_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  resetPasswordFormSchema,
  type ResetPasswordForm as ResetPasswordValues,
} from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useConfirmPasswordReset } from '../api/password-reset.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordInput } from './password-input.tsx';

const linkClass = 'font-medium text-brand-700 underline dark:text-brand-300';

/**
 * The page a reset e-mail's link opens (/reset-password?token=…): she chooses a new password,
 * typed twice. It is open signed in or not (the link may be opened anywhere); on success every
 * session of the account has ended, this one included, so she goes to sign in.
 */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { state, signOut } = useAuth();
  const mutation = useConfirmPasswordReset();
  const { t } = useT('accounts');
  const message = useContractMessage();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) =>
    mutation.mutate(
      { token, password },
      {
        onSuccess: async () => {
          // Opened where she is still signed in: that session has just ended on the server too.
          if (state.status === 'signed-in') await signOut();
          void navigate('/login', { replace: true, state: { notice: PASSWORD_RESET_DONE_MESSAGE } });
        },
      },
    ),
  );

  const body = mutation.error instanceof ApiError ? mutation.error.body : undefined;
  // A refused password is shown at its field; anything else (a spent or expired link) above the form.
  const passwordProblem = body?.fields?.password;
  const linkProblem = message(!token ? RESET_LINK_INVALID_MESSAGE : body?.fields?.token);
  const failure = mutation.error && !passwordProblem && !linkProblem ? body?.message || t('reset.failed') : null;

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {linkProblem ? (
        <div className="space-y-4">
          <Alert tone="error">{linkProblem}</Alert>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            <Link to="/forgot-password" className={linkClass}>
              {t('reset.newLink')}
            </Link>
          </p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {failure && <Alert tone="error">{failure}</Alert>}
          <Field
            label={t('reset.newPassword')}
            hint={t('signup.passwordHint')}
            error={errors.password?.message ?? passwordProblem}
          >
            {(ids) => <PasswordInput {...ids} autoComplete="new-password" {...form.register('password')} />}
          </Field>
          <Field label={t('reset.confirm')} error={errors.confirmPassword?.message}>
            {(ids) => <PasswordInput {...ids} autoComplete="new-password" {...form.register('confirmPassword')} />}
          </Field>
          <Button type="submit" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? t('reset.saving') : t('reset.save')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        <Link to="/login" className={linkClass}>
          {t('reset.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
