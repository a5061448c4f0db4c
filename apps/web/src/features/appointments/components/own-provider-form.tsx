import {
  ownProviderCreateSchema,
  type OwnProviderCreate,
  type OwnProviderCreateParsed,
  type Provider,
} from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddOwnProvider } from '../api/add-own-provider.ts';

const defaults: OwnProviderCreate = { name: '', practice: '', phone: '', address: '' };

interface OwnProviderFormProps {
  onAdded: (provider: Provider) => void;
  onCancel: () => void;
}

/** 'Add your own provider': her real doctor or midwife, kept private to her. */
export function OwnProviderForm({ onAdded, onCancel }: OwnProviderFormProps) {
  const add = useAddOwnProvider();
  const form = useForm<OwnProviderCreate, unknown, OwnProviderCreateParsed>({
    resolver: zodResolver(ownProviderCreateSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (created) => {
        toast({ title: 'Provider added', description: `${created.name} is now in your providers.` });
        onAdded(created);
      },
      onError: (error) =>
        toast({
          title: 'Error',
          // A refusal the person can act on (e.g. too many providers) is shown in the server's words.
          description:
            error instanceof ApiError && error.status < 500 && error.serverMessage
              ? error.serverMessage
              : 'Failed to add provider. Please try again.',
          tone: 'error',
        }),
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add your own provider"
      className="space-y-3 rounded-xl border border-brand-100 p-4 dark:border-gray-700"
    >
      <div>
        <h3 className="font-semibold">Add your own provider</h3>
        <p className="text-sm text-gray-700 dark:text-gray-300">Only you can see the providers you add.</p>
      </div>
      <Field label="Provider name" error={errors.name?.message}>
        {(ids) => (
          <input
            {...ids}
            autoComplete="off"
            placeholder="e.g. Dr. Jane Smith"
            className={inputClass}
            {...form.register('name')}
          />
        )}
      </Field>
      <Field label="Practice (optional)" error={errors.practice?.message}>
        {(ids) => <input {...ids} autoComplete="off" className={inputClass} {...form.register('practice')} />}
      </Field>
      <Field label="Phone (optional)" error={errors.phone?.message}>
        {(ids) => <input {...ids} type="tel" autoComplete="off" className={inputClass} {...form.register('phone')} />}
      </Field>
      <Field label="Address (optional)" error={errors.address?.message}>
        {(ids) => <input {...ids} autoComplete="off" className={inputClass} {...form.register('address')} />}
      </Field>
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={add.isPending}>
          Cancel
        </Button>
        <Button size="sm" type="submit" disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Save provider'}
        </Button>
      </div>
    </form>
  );
}
