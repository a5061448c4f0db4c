import { promoCodeCreateSchema, type PromoCodeCreate } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Ticket } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useCreatePromoCode, type PromoCodeCreateValues } from '../api/promo-codes.ts';

const defaults: PromoCodeCreate = { code: '', tokens: '', maxRedemptions: null, perUserLimit: '1', expires: null };
const FIELDS = ['code', 'tokens', 'maxRedemptions', 'perUserLimit', 'expires'] as const;
/** An empty optional box means 'no limit' or 'no expiry': null, not an empty string. */
const blankToNull = (value: unknown) => (value === '' ? null : value);
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Create a promo code (issue 24): checked with the contract's schema here, the server's word on failure. */
export function PromoCodeForm() {
  const create = useCreatePromoCode();
  const { t } = useT('admin');
  const form = useForm<PromoCodeCreate, unknown, PromoCodeCreateValues>({
    resolver: zodResolver(promoCodeCreateSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const code = form.register('code');

  // Upper case as she types, keeping the caret where it was (the redeem dialog does the same).
  const onCodeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    input.value = input.value.toUpperCase();
    if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
    return code.onChange(event);
  };

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset(defaults);
        toast({ title: t('promo.created'), description: message });
      },
      onError: (error) => {
        const body = error instanceof ApiError ? error.body : undefined;
        const fields = Object.entries(body?.fields ?? {}).filter(([name]) => FIELDS.includes(name as never));
        for (const [name, message] of fields) form.setError(name as Path<PromoCodeCreate>, { message });
        if (fields.length === 0) form.setError('root.server', { message: body?.message ?? t('promo.createFailed') });
      },
    }),
  );

  return (
    <Card>
      <CardHeader icon={<Ticket />} title={t('promo.newTitle')} description={t('promo.newDescription')} />
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('promo.newTitle')}>
        {errors.root?.server && <Alert tone="error">{errors.root.server.message}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field label={t('promo.code')} hint={t('promo.codeHint')} error={errors.code?.message}>
            {(ids) => (
              <input
                {...ids}
                {...code}
                onChange={onCodeChange}
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder={t('promo.codePlaceholder')}
                className={`${inputClass} font-semibold tracking-wider uppercase placeholder:font-normal placeholder:tracking-normal`}
              />
            )}
          </Field>
          <Field label={t('promo.tokens')} hint={t('promo.tokensHint')} error={errors.tokens?.message}>
            {(ids) => (
              <input
                {...ids}
                {...form.register('tokens')}
                type="number"
                inputMode="numeric"
                min={1}
                max={1000}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            label={t('promo.maxRedemptions')}
            hint={t('promo.maxRedemptionsHint')}
            error={errors.maxRedemptions?.message}
          >
            {(ids) => (
              <input
                {...ids}
                {...form.register('maxRedemptions', { setValueAs: blankToNull })}
                type="number"
                inputMode="numeric"
                min={1}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('promo.perUserLimit')} error={errors.perUserLimit?.message}>
            {(ids) => (
              <input
                {...ids}
                {...form.register('perUserLimit')}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('promo.expires')} hint={t('promo.expiresHint')} error={errors.expires?.message}>
            {(ids) => (
              <input
                {...ids}
                {...form.register('expires', { setValueAs: blankToNull })}
                type="date"
                min={todayUtc()}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
            {create.isPending ? t('promo.creating') : t('promo.create')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
