import { UPC_MAX_DIGITS, UPC_MIN_DIGITS, upcFormSchema, type UpcForm } from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ScanBarcode } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpcLookup } from '../api/lookup-upc.ts';
import { MedicalDisclaimer } from './medical-disclaimer.tsx';
import { ProductCard } from './product-card.tsx';
import { SafetyAssessmentCard } from './safety-assessment-card.tsx';

/** Spec §4: non-digits are stripped as typed (so pasted "0 36000-29145 2" works). */
const digitsOnly = (value: string) => value.replace(/\D+/g, '').slice(0, UPC_MAX_DIGITS);

/** The 'UPC Scanner' tab: look up a barcode and assess the product for pregnancy. */
export function UpcScannerTab() {
  const [upc, setUpc] = useState<string | null>(null);
  const lookup = useUpcLookup(upc);
  const form = useForm<UpcForm>({ resolver: zodResolver(upcFormSchema), defaultValues: { upc: '' } });
  const digits = useWatch({ control: form.control, name: 'upc' });
  const onSubmit = form.handleSubmit((values) => setUpc(values.upc));

  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Field label="UPC or barcode number" error={form.formState.errors.upc?.message}>
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
                    placeholder="Enter UPC/barcode (8-14 digits)..."
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
          Look Up
        </Button>
      </form>

      {lookup.isFetching ? (
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          Looking up product information...
        </p>
      ) : lookup.isError ? (
        <Alert tone="error">
          {(lookup.error instanceof ApiError && lookup.error.serverMessage) || lookup.error.message}
        </Alert>
      ) : lookup.data ? (
        <div className="space-y-4">
          {lookup.data.error && <Alert tone="warning">{lookup.data.error}</Alert>}
          <ProductCard product={lookup.data.productInfo} lastUpdated={lookup.data.lastUpdated} />
          <SafetyAssessmentCard safety={lookup.data.safetyInfo} />
          <MedicalDisclaimer />
        </div>
      ) : (
        <div className="rounded-xl bg-gray-50 p-6 text-center dark:bg-gray-800">
          <ScanBarcode className="mx-auto size-8 text-gray-500" aria-hidden />
          <p className="mt-2 font-medium">Scan or enter a UPC barcode</p>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            The number printed under the barcode on the package.
          </p>
        </div>
      )}
    </div>
  );
}
