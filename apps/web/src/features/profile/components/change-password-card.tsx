import { changePasswordFormSchema, type ChangePasswordForm } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useChangePassword } from '../api/change-password.ts';

const defaults: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one first; other devices are signed out, this one stays. */
export function ChangePasswordCard() {
  const { t } = useT('profile');
  const mutation = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          form.reset(defaults);
          toast({ title: t('password.changed'), description: message });
        },
        onError: (error) => {
          const body = error instanceof ApiError ? error.body : undefined;
          for (const name of ['currentPassword', 'newPassword'] as const) {
            const message = body?.fields?.[name];
            if (message) form.setError(name, { message });
          }
        },
      },
    ),
  );
  // A refusal the fields do not explain (too many tries, a server error) shows above the form.
  const failure =
    mutation.error && !(mutation.error instanceof ApiError && mutation.error.body?.fields)
      ? (mutation.error instanceof ApiError && mutation.error.serverMessage) || mutation.error.message
      : null;

  const password = (name: keyof ChangePasswordForm, label: string, autoComplete: string) => (
    <Field label={label} error={errors[name]?.message}>
      {(ids) => (
        <input {...ids} type="password" autoComplete={autoComplete} className={inputClass} {...form.register(name)} />
      )}
    </Field>
  );

  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold">{t('password.title')}</h2>
      <p className="mb-4 text-sm text-gray-600 dark:text-gray-400">{t('password.hint')}</p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        {password('currentPassword', t('password.current'), 'current-password')}
        <div className="grid gap-4 sm:grid-cols-2">
          {password('newPassword', t('password.new'), 'new-password')}
          {password('confirmPassword', t('password.confirm'), 'new-password')}
        </div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('password.changing') : t('password.submit')}
        </Button>
      </form>
    </Card>
  );
}
