import { APPOINTMENT_TYPES, type AppointmentForm, type appointmentFormSchema } from '@bloom/contract';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { useT } from '@/lib/i18n/index.ts';

export type AppointmentFormApi = UseFormReturn<AppointmentForm, unknown, z.output<typeof appointmentFormSchema>>;

/**
 * What every booking form asks after the provider (spec §5): title, type, date and time, and the
 * optional location and notes. The dashboard's dialog and the providers page's booking dialog share it.
 */
export function AppointmentDetailsFields({ form }: { form: AppointmentFormApi }) {
  const { t } = useT('appointments');
  const { errors } = form.formState;
  return (
    <>
      <Field label={t('fields.title')} error={errors.title?.message}>
        {(ids) => (
          <input
            {...ids}
            placeholder={t('fields.titlePlaceholder')}
            className={inputClass}
            {...form.register('title')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.type')} error={errors.type?.message}>
          {(ids) => (
            <select {...ids} className={inputClass} {...form.register('type')}>
              <option value="">{t('fields.selectType')}</option>
              {APPOINTMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('fields.dateTime')} error={errors.dateTime?.message}>
          {(ids) => <input {...ids} type="datetime-local" className={inputClass} {...form.register('dateTime')} />}
        </Field>
      </div>
      <Field label={t('fields.location')} error={errors.location?.message}>
        {(ids) => <input {...ids} className={inputClass} {...form.register('location')} />}
      </Field>
      <Field label={t('fields.notes')} error={errors.notes?.message}>
        {(ids) => <textarea {...ids} rows={2} className={inputClass} {...form.register('notes')} />}
      </Field>
    </>
  );
}
