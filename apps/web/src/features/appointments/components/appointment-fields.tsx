import { APPOINTMENT_TYPES, type AppointmentForm, type appointmentFormSchema } from '@bloom/contract';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Field, inputClass } from '../../../components/ui/field.tsx';

export type AppointmentFormApi = UseFormReturn<AppointmentForm, unknown, z.output<typeof appointmentFormSchema>>;

/**
 * What every booking form asks after the provider (spec §5): title, type, date and time, and the
 * optional location and notes. The dashboard's dialog and the providers page's booking dialog share it.
 */
export function AppointmentDetailsFields({ form }: { form: AppointmentFormApi }) {
  const { errors } = form.formState;
  return (
    <>
      <Field label="Title" error={errors.title?.message}>
        {(ids) => (
          <input {...ids} placeholder="e.g. 20-week anatomy scan" className={inputClass} {...form.register('title')} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type" error={errors.type?.message}>
          {(ids) => (
            <select {...ids} className={inputClass} {...form.register('type')}>
              <option value="">Select a type</option>
              {APPOINTMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Date and time" error={errors.dateTime?.message}>
          {(ids) => <input {...ids} type="datetime-local" className={inputClass} {...form.register('dateTime')} />}
        </Field>
      </div>
      <Field label="Location (optional)" error={errors.location?.message}>
        {(ids) => <input {...ids} className={inputClass} {...form.register('location')} />}
      </Field>
      <Field label="Notes (optional)" error={errors.notes?.message}>
        {(ids) => <textarea {...ids} rows={2} className={inputClass} {...form.register('notes')} />}
      </Field>
    </>
  );
}
