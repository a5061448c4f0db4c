import { UPC_MAX_DIGITS, UPC_MIN_DIGITS, upcFormSchema, type UpcForm } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ScanBarcode, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useUpcLookup } from '../api/lookup-upc.ts';
import { checkDigitWarning } from '../scan/check-digit.ts';
import { CameraScanner } from './camera-scanner.tsx';
import { MedicalDisclaimer } from './medical-disclaimer.tsx';
import { ProductCard } from './product-card.tsx';
import { SafetyAssessmentCard } from './safety-assessment-card.tsx';

/** Spec §4: non-digits are stripped as typed (so pasted "0 36000-29145 2" works). */
const digitsOnly = (value: string) => value.replace(/\D+/g, '').slice(0, UPC_MAX_DIGITS);

/** How long typing pauses before the check digit is judged, so it does not flash while typing on. */
export const CHECK_DIGIT_PAUSE_MS = 500;

/** The value once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The 'UPC Scanner' tab: scan a barcode with the camera, or type it, then look it up and
 * assess the product for pregnancy. A mistyped check digit is pointed out while typing.
 */
export function UpcScannerTab() {
  const [upc, setUpc] = useState<string | null>(null);
  const { t } = useT('food');
  const message = useContractMessage();
  const lookup = useUpcLookup(upc);
  const form = useForm<UpcForm>({ resolver: zodResolver(upcFormSchema), defaultValues: { upc: '' } });
  const digits = useWatch({ control: form.control, name: 'upc' });
  const settled = useSettled(digits, CHECK_DIGIT_PAUSE_MS);
  const warning = settled === digits ? checkDigitWarning(digits) : null;
  const onSubmit = form.handleSubmit((values) => setUpc(values.upc));
  // A scanned code is looked up at once, as pressing Look Up would.
  const onScanned = (scanned: string) => {
    form.setValue('upc', scanned, { shouldValidate: form.formState.isSubmitted });
    setUpc(scanned);
  };

  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <CameraScanner onScanned={onScanned} onTypeInstead={() => form.setFocus('upc')} />
        <p className="text-sm text-ink-muted">{t('upc.typeHint')}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Field label={t('upc.label')} error={form.formState.errors.upc?.message}>
            {(ids) => (
              <Controller
                control={form.control}
                name="upc"
                render={({ field }) => (
                  <input
                    {...ids}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(e) => field.onChange(digitsOnly(e.target.value))}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder={t('upc.placeholder', { min: UPC_MIN_DIGITS, max: UPC_MAX_DIGITS })}
                    className={inputClass}
                  />
                )}
              />
            )}
          </Field>
        </div>
        <Button
          type="submit"
          className="w-full sm:mt-6 sm:w-auto"
          disabled={digits.length < UPC_MIN_DIGITS || lookup.isFetching}
        >
          <ScanBarcode className="size-4" aria-hidden />
          {t('upc.lookUp')}
        </Button>
      </form>
      <div role="status" className="-mt-3">
        {warning && (
          <p className="flex items-start gap-2 text-sm font-medium text-amber-900 dark:text-amber-200">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {warning}
          </p>
        )}
      </div>

      {lookup.isFetching ? (
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          {t('upc.looking')}
        </p>
      ) : lookup.isError ? (
        <Alert tone="error">
          {(lookup.error instanceof ApiError && lookup.error.serverMessage) || lookup.error.message}
        </Alert>
      ) : lookup.data ? (
        <div className="space-y-4">
          {/* The lookup answers in English (a contract message): shown in her language. */}
          {lookup.data.error && <Alert tone="warning">{message(lookup.data.error)}</Alert>}
          <ProductCard product={lookup.data.productInfo} lastUpdated={lookup.data.lastUpdated} />
          <SafetyAssessmentCard safety={lookup.data.safetyInfo} />
          <MedicalDisclaimer />
        </div>
      ) : (
        <div className="rounded-xl bg-gray-50 p-6 text-center dark:bg-gray-800">
          <ScanBarcode className="mx-auto size-8 text-gray-500" aria-hidden />
          <p className="mt-2 font-medium">{t('upc.emptyTitle')}</p>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('upc.emptyText')}</p>
        </div>
      )}
    </div>
  );
}
