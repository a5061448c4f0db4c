import { promoRedeemSchema } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Gift } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { i18n, useT } from '@/lib/i18n/index.ts';
import { useRedeemPromo } from '../api/redeem-promo.ts';

type PromoInput = z.input<typeof promoRedeemSchema>;
type PromoOutput = z.output<typeof promoRedeemSchema>;
const defaults: PromoInput = { code: '' };

/** 'Redeem Promo Code' and its dialog: bonus tokens for chat sessions (spec §2, §5, §8). */
export function PromoRedeemDialog() {
  const [open, setOpen] = useState(false);
  const { t } = useT('chat');
  const mutation = useRedeemPromo();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('promo.title')}
      description={t('promo.description')}
      trigger={
        // An icon on phones (the usage card stays short there), named for screen readers either way.
        <Button variant="secondary" size="sm" className="max-sm:min-w-11 max-sm:px-0">
          <Gift className="size-4" aria-hidden />
          <span className="max-sm:sr-only">{t('promo.title')}</span>
        </Button>
      }
    >
      <PromoForm mutation={mutation} onRedeemed={() => setOpen(false)} />
    </Dialog>
  );
}

/**
 * The dialog's form, made when the dialog opens: the usage card is drawn with the home page's
 * first screen, and a closed dialog's form (its validation, its field) was part of that first
 * draw for nothing (docs/decisions/024). Closing the dialog drops it, so each opening starts blank.
 */
function PromoForm({ mutation, onRedeemed }: { mutation: ReturnType<typeof useRedeemPromo>; onRedeemed: () => void }) {
  const { t } = useT('chat');
  const form = useForm<PromoInput, unknown, PromoOutput>({
    resolver: zodResolver(promoRedeemSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const code = form.register('code');

  // Upper case as she types, keeping the caret where it was.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    input.value = input.value.toUpperCase();
    if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
    return code.onChange(event);
  };

  const onSubmit = form.handleSubmit(({ code: value }) =>
    mutation.mutate(value, {
      onSuccess: ({ message }) => {
        onRedeemed();
        toast({ title: i18n.t('promo.redeemed', { ns: 'chat' }), description: message });
      },
      onError: (error) =>
        toast({
          title: i18n.t('promo.error', { ns: 'chat' }),
          description: (error instanceof ApiError && error.serverMessage) || i18n.t('promo.failed', { ns: 'chat' }),
          tone: 'error',
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t('promo.label')} error={errors.code?.message}>
        {(ids) => (
          <input
            {...ids}
            {...code}
            onChange={onChange}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('promo.placeholder')}
            className={`${inputClass} font-semibold tracking-wider uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case`}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t('promo.submitting') : t('promo.submit')}
      </Button>
    </form>
  );
}
