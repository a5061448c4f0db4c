import {
  APPOINTMENT_BOOKED_MESSAGE,
  appointmentFormSchema,
  SAMPLE_BOOKED_MESSAGE,
  type AppointmentForm,
} from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useProviders } from '../api/get-providers.ts';
import { useScheduleAppointment } from '../api/schedule-appointment.ts';
import { AppointmentDetailsFields } from './appointment-fields.tsx';
import { OwnProviderForm } from './own-provider-form.tsx';
import { ProviderPicker } from './provider-picker.tsx';

type FormOutput = z.output<typeof appointmentFormSchema>;
const defaults: AppointmentForm = { providerId: '', title: '', type: '', dateTime: '', location: '', notes: '' };

/** 'Schedule New Appointment' (spec §2, §4, §8): closes, resets and refetches after a success. */
export function ScheduleAppointmentDialog() {
  const { t } = useT('appointments');
  const [open, setOpen] = useState(false);
  const [addingProvider, setAddingProvider] = useState(false);
  // A provider she just added, to select once its option is in the list.
  const [pendingProviderId, setPendingProviderId] = useState<string | null>(null);
  const providers = useProviders(open);
  const schedule = useScheduleAppointment();
  const form = useForm<AppointmentForm, unknown, FormOutput>({
    resolver: zodResolver(appointmentFormSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!pendingProviderId || !providers.data?.some((p) => p.id === pendingProviderId)) return;
    form.setValue('providerId', pendingProviderId, { shouldValidate: form.formState.isSubmitted });
    form.setFocus('providerId');
    setPendingProviderId(null);
  }, [pendingProviderId, providers.data, form]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setAddingProvider(false);
  };

  const onSubmit = form.handleSubmit((values) =>
    schedule.mutate(
      // The datetime-local value is the person's own time; the API stores the instant.
      { ...values, dateTime: new Date(values.dateTime).toISOString(), status: 'scheduled' },
      {
        onSuccess: () => {
          const sample = providers.data?.find((p) => p.id === values.providerId)?.isSample ?? false;
          onOpenChange(false);
          form.reset(defaults);
          toast({
            title: t('scheduled'),
            description: sample ? SAMPLE_BOOKED_MESSAGE : APPOINTMENT_BOOKED_MESSAGE,
          });
        },
        // What was typed stays in the form so the person can simply try again.
        onError: () => toast({ title: t('errorTitle'), description: t('schedule.failed'), tone: 'error' }),
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('schedule.title')}
      trigger={<Button className="w-full sm:w-auto">{t('schedule.title')}</Button>}
    >
      {addingProvider && (
        <OwnProviderForm
          onAdded={(provider) => {
            setAddingProvider(false);
            setPendingProviderId(provider.id);
          }}
          onCancel={() => setAddingProvider(false)}
        />
      )}
      {/* Hidden, not unmounted, while she adds a provider, so what she typed stays. */}
      <form onSubmit={onSubmit} noValidate hidden={addingProvider} className="space-y-4">
        <Field
          label={t('schedule.provider')}
          error={errors.providerId?.message}
          hint={providers.isError ? t('schedule.providersFailed') : t('schedule.providerHint')}
        >
          {(ids) => (
            <Controller
              control={form.control}
              name="providerId"
              render={({ field }) => (
                <ProviderPicker
                  {...ids}
                  providers={providers.data}
                  loading={providers.isPending}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              )}
            />
          )}
        </Field>
        <Button size="sm" variant="secondary" onClick={() => setAddingProvider(true)}>
          <UserPlus aria-hidden className="size-4" />
          {t('schedule.addOwn')}
        </Button>
        <AppointmentDetailsFields form={form} />
        <div className="flex justify-end">
          <Button type="submit" disabled={schedule.isPending}>
            {schedule.isPending ? t('schedule.submitting') : t('schedule.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
