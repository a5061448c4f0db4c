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
import { useDeleteAccount } from '../api/delete-account.ts';
import { useDownloadExport, type ExportKind } from '../api/download-export.ts';

const DOWNLOADS: { kind: ExportKind; label: string; hint: string }[] = [
  { kind: 'json', label: 'Download my data (JSON)', hint: 'Everything BLOOM holds about you, in one file.' },
  {
    kind: 'fhir',
    label: 'Download health records (FHIR)',
    hint: 'Symptoms, moods, pregnancy and appointments in the FHIR R4 format health apps and providers use.',
  },
  {
    kind: 'ics',
    label: 'Download appointments (.ics)',
    hint: 'Add your appointments and calendar entries to any calendar app.',
  },
];

function DeleteAccountDialog() {
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
        toast({ title: 'Account deleted', description: ACCOUNT_DELETED_MESSAGE });
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
      title="Delete your account?"
      description="This deletes your account and everything in it: profile, symptoms, moods, calendar, appointments, chat and partner sync. It cannot be undone."
      trigger={<Button variant="danger">Delete my account</Button>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <Field label="Your password" error={form.formState.errors.password?.message}>
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
            Keep my account
          </Button>
          <Button type="submit" variant="danger" disabled={mutation.isPending}>
            {mutation.isPending ? 'Deleting...' : 'Delete forever'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** My data: download everything as JSON, FHIR or a calendar file, or delete the account. */
export function MyDataCard() {
  const download = useDownloadExport();
  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold">My data</h2>
      <p className="mb-4 text-sm text-gray-600 dark:text-gray-400">
        Your data stays on this BLOOM server. Take a copy whenever you like.
      </p>
      <ul className="space-y-3">
        {DOWNLOADS.map((d) => (
          <li key={d.kind} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <span className="text-sm text-gray-700 dark:text-gray-300">{d.hint}</span>
            <Button
              variant="secondary"
              size="sm"
              className="shrink-0"
              disabled={download.isPending}
              onClick={() =>
                download.mutate(d.kind, {
                  onError: () =>
                    toast({
                      title: 'Download failed',
                      description: 'We could not prepare your file. Please try again.',
                      tone: 'error',
                    }),
                })
              }
            >
              <Download className="size-4" aria-hidden />
              {d.label}
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-6 border-t border-gray-100 pt-4 dark:border-gray-800">
        <h3 className="mb-1 font-semibold">Delete account</h3>
        <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">
          Removes your account and all of your data from this server at once.
        </p>
        <DeleteAccountDialog />
      </div>
    </Card>
  );
}
