import {
  SYNC_REQUEST_FAILED_TITLE,
  SYNC_REQUEST_SENT_MESSAGE,
  SYNC_REQUEST_SENT_TITLE,
  syncRequestCreateSchema,
  type SyncRequest,
} from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useSendSyncRequest } from '../api/send-sync-request.ts';
import { useWatchPendingRequest } from '../api/watch-pending-request.ts';
import { formatDay } from './dates.ts';
import { failureText } from './failure.ts';

type FormInput = z.input<typeof syncRequestCreateSchema>;
type FormOutput = z.output<typeof syncRequestCreateSchema>;
const defaults: FormInput = { partnerEmail: '' };

/** Where her latest request stands: waiting, or declined. */
function SentStatus({ request }: { request: SyncRequest }) {
  const { t } = useT('partnerSync');
  const sent = formatDay(request.requestedAt);
  if (request.status === 'rejected') {
    return (
      <Alert tone="warning">
        <p className="font-semibold">{t('request.declinedTitle')}</p>
        <p>{t('request.declinedText', { date: sent })}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      <p className="font-semibold">{t('request.pendingTitle')}</p>
      <p>{t('request.pendingText', { date: sent })}</p>
    </Alert>
  );
}

/**
 * The partner's side before a sync (spec §2 sync panel, §5): the partner's e-mail, sent as a
 * request; the latest request's status below. A refusal shows as the 'Request failed' toast with
 * the server's message, and at the field when the server names it.
 */
export function RequestForm({ latest }: { latest: SyncRequest | undefined }) {
  const { t } = useT('partnerSync');
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(syncRequestCreateSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const mutation = useSendSyncRequest({
    onSuccess: () => {
      form.reset(defaults);
      toast({ title: SYNC_REQUEST_SENT_TITLE, description: SYNC_REQUEST_SENT_MESSAGE });
    },
    onError: (error) => {
      const fieldMessage = error instanceof ApiError ? error.body?.fields?.partnerEmail : undefined;
      if (fieldMessage) form.setError('partnerEmail', { message: fieldMessage });
      toast({ title: SYNC_REQUEST_FAILED_TITLE, description: failureText(error), tone: 'error' });
    },
  });
  useWatchPendingRequest(latest?.status === 'pending');

  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));

  return (
    <div className="space-y-4">
      {latest && <SentStatus request={latest} />}
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <Field label={t('request.email')} hint={t('request.emailHint')} error={errors.partnerEmail?.message}>
          {(ids) => (
            <input
              {...ids}
              {...form.register('partnerEmail')}
              type="email"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('request.emailPlaceholder')}
              className={inputClass}
            />
          )}
        </Field>
        <Button type="submit" className="w-full sm:w-auto" disabled={mutation.isPending}>
          <Send className="size-4" aria-hidden />
          {mutation.isPending ? t('request.sending') : t('request.send')}
        </Button>
      </form>
    </div>
  );
}
