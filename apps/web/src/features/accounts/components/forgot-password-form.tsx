import { passwordResetRequestSchema, type PasswordResetRequest } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { AuthCard } from './auth-card.tsx';

const linkClass = 'font-medium text-brand-700 underline dark:text-brand-300';

/**
 * "Forgot password?": she types her e-mail and is told the same thing whether or not it has an
 * account (the server's words), so the page reveals nobody's account either.
 */
export function ForgotPasswordForm() {
  const mutation = useRequestPasswordReset();
  const { t } = useT('accounts');
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));
  const failure = mutation.error
    ? (mutation.error instanceof ApiError && mutation.error.serverMessage) || t('reset.failed')
    : null;

  return (
    <AuthCard title={t('reset.forgotTitle')} subtitle={t('reset.forgotSubtitle')}>
      {mutation.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{mutation.data.message}</Alert>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('reset.noEmail')}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {failure && <Alert tone="error">{failure}</Alert>}
          <Field label={t('login.email')} error={errors.email?.message}>
            {(ids) => (
              <input {...ids} type="email" autoComplete="email" className={inputClass} {...form.register('email')} />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? t('reset.sending') : t('reset.send')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        {t('reset.remembered')}{' '}
        <Link to="/login" className={linkClass}>
          {t('reset.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
