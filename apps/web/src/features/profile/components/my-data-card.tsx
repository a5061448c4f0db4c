import { ACCOUNT_DELETED_MESSAGE, deleteAccountRequestSchema, type DeleteAccountRequest } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useDownloadExport, type ExportKind } from '../api/download-export.ts';

/** The three downloads, in this order; each one's label and hint are `data.<kind>` in the catalogue. */
const DOWNLOADS: ExportKind[] = ['json', 'fhir', 'ics'];

function DeleteAccountDialog() {
  const { t } = useT('profile');
  const [open, setOpen] = useState(false);
  const { signOut } = useAuth();
  const mutation = useDeleteAccount();
  const form = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: async () => {
        setOpen(false);
        // Her sessions are gone on the server; this clears the browser's and goes to /login.
        await signOut();
        toast({ title: t('deletion.deleted'), description: ACCOUNT_DELETED_MESSAGE });
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.body?.fields?.password : undefined;
        if (message) form.setError('password', { message });
      },
    }),
  );
  const failure =
    mutation.error && !(mutation.error instanceof ApiError && mutation.error.body?.fields?.password)
      ? (mutation.error instanceof ApiError && mutation.error.serverMessage) || mutation.error.message
      : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          form.reset();
          mutation.reset();
        }
      }}
      title={t('deletion.dialogTitle')}
      description={t('deletion.dialogDescription')}
      trigger={<Button variant="danger">{t('deletion.open')}</Button>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <Field label={t('deletion.password')} error={form.formState.errors.password?.message}>
          {(ids) => (
            <input
              {...ids}
              type="password"
              autoComplete="current-password"
              className={inputClass}
              {...form.register('password')}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('deletion.keep')}
          </Button>
          <Button type="submit" variant="danger" disabled={mutation.isPending}>
            {mutation.isPending ? t('deletion.deleting') : t('deletion.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** My data: download everything as JSON, FHIR or a calendar file, or delete the account. */
export function MyDataCard() {
  const { t } = useT('profile');
  const download = useDownloadExport();
  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold">{t('data.title')}</h2>
      <p className="mb-4 text-sm text-gray-600 dark:text-gray-400">{t('data.intro')}</p>
      <ul className="space-y-3">
        {DOWNLOADS.map((kind) => (
          <li key={kind} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <span className="text-sm text-gray-700 dark:text-gray-300">{t(`data.${kind}.hint`)}</span>
            <Button
              variant="secondary"
              size="sm"
              className="shrink-0"
              disabled={download.isPending}
              onClick={() =>
                download.mutate(kind, {
                  onError: () =>
                    toast({
                      title: t('data.downloadFailed'),
                      description: t('data.downloadFailedHint'),
                      tone: 'error',
                    }),
                })
              }
            >
              <Download className="size-4" aria-hidden />
              {t(`data.${kind}.label`)}
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-6 border-t border-gray-100 pt-4 dark:border-gray-800">
        <h3 className="mb-1 font-semibold">{t('deletion.title')}</h3>
        <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">{t('deletion.intro')}</p>
        <DeleteAccountDialog />
      </div>
    </Card>
  );
}
