import {
  ownProviderCreateSchema,
  type OwnProviderCreate,
  type OwnProviderCreateParsed,
  type Provider,
} from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useAddOwnProvider } from '../api/add-own-provider.ts';

const defaults: OwnProviderCreate = { name: '', practice: '', phone: '', address: '' };

interface OwnProviderFormProps {
  onAdded: (provider: Provider) => void;
  onCancel: () => void;
}

/** 'Add your own provider': her real doctor or midwife, kept private to her. */
export function OwnProviderForm({ onAdded, onCancel }: OwnProviderFormProps) {
  const { t } = useT('appointments');
  const add = useAddOwnProvider();
  const form = useForm<OwnProviderCreate, unknown, OwnProviderCreateParsed>({
    resolver: zodResolver(ownProviderCreateSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (created) => {
        toast({ title: t('own.added'), description: t('own.addedText', { name: created.name }) });
        onAdded(created);
      },
      onError: (error) =>
        toast({
          title: t('errorTitle'),
          // A refusal the person can act on (e.g. too many providers) is shown in the server's words.
          description:
            error instanceof ApiError && error.status < 500 && error.serverMessage
              ? error.serverMessage
              : t('own.failed'),
          tone: 'error',
        }),
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('own.title')}
      className="space-y-3 rounded-xl border border-brand-100 p-4 dark:border-gray-700"
    >
      <div>
        <h3 className="font-semibold">{t('own.title')}</h3>
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('own.privacy')}</p>
      </div>
      <Field label={t('own.name')} error={errors.name?.message}>
        {(ids) => (
          <input
            {...ids}
            autoComplete="off"
            placeholder={t('own.namePlaceholder')}
            className={inputClass}
            {...form.register('name')}
          />
        )}
      </Field>
      <Field label={t('own.practice')} error={errors.practice?.message}>
        {(ids) => <input {...ids} autoComplete="off" className={inputClass} {...form.register('practice')} />}
      </Field>
      <Field label={t('own.phone')} error={errors.phone?.message}>
        {(ids) => <input {...ids} type="tel" autoComplete="off" className={inputClass} {...form.register('phone')} />}
      </Field>
      <Field label={t('own.address')} error={errors.address?.message}>
        {(ids) => <input {...ids} autoComplete="off" className={inputClass} {...form.register('address')} />}
      </Field>
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={add.isPending}>
          {t('own.cancel')}
        </Button>
        <Button size="sm" type="submit" disabled={add.isPending}>
          {add.isPending ? t('own.saving') : t('own.save')}
        </Button>
      </div>
    </form>
  );
}
