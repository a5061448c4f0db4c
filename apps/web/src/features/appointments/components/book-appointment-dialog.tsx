import {
  APPOINTMENT_BOOKED_MESSAGE,
  appointmentFormSchema,
  SAMPLE_BOOKED_MESSAGE,
  type AppointmentForm,
  type Provider,
} from '@bloom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useScheduleAppointment } from '../api/schedule-appointment.ts';
import { AppointmentDetailsFields } from './appointment-fields.tsx';

type FormOutput = z.output<typeof appointmentFormSchema>;

export interface BookAppointmentDialogProps {
  provider: Pick<Provider, 'id' | 'name' | 'practice' | 'address' | 'isSample'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Booking with one chosen provider (the providers page's 'Book appointment', spec §2): the
 * dashboard dialog's fields with the provider fixed and her office as the suggested location.
 * Spec §8: 'Error - Failed to book appointment. Please try again.' when it fails.
 */
const bookedText = (provider: { isSample: boolean }) =>
  provider.isSample ? SAMPLE_BOOKED_MESSAGE : APPOINTMENT_BOOKED_MESSAGE;

export function BookAppointmentDialog({ provider, open, onOpenChange }: BookAppointmentDialogProps) {
  const { t } = useT('appointments');
  const schedule = useScheduleAppointment();
  const office = [provider.practice, provider.address].filter(Boolean).join(', ');
  const form = useForm<AppointmentForm, unknown, FormOutput>({
    resolver: zodResolver(appointmentFormSchema),
    defaultValues: { providerId: provider.id, title: '', type: '', dateTime: '', location: office, notes: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    schedule.mutate(
      // The datetime-local value is the person's own time; the API stores the instant.
      { ...values, dateTime: new Date(values.dateTime).toISOString(), status: 'scheduled' },
      {
        onSuccess: () => {
          onOpenChange(false);
          form.reset();
          toast({ title: t('scheduled'), description: bookedText(provider) });
        },
        // What was typed stays in the form so she can simply try again.
        onError: () => toast({ title: t('errorTitle'), description: t('book.failed'), tone: 'error' }),
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('book.title')}
      description={t('book.with', { name: provider.name })}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="rounded-control border border-line bg-surface-soft px-4 py-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {provider.name}
            {provider.isSample && (
              <Badge tone="lavender" icon={null}>
                {t('summary.sample')}
              </Badge>
            )}
          </p>
          {office && <p className="mt-0.5 text-ink-muted">{office}</p>}
          {provider.isSample && <p className="mt-1 text-xs text-ink-muted">{t('book.sampleNote')}</p>}
        </div>
        <AppointmentDetailsFields form={form} />
        <div className="flex justify-end">
          <Button type="submit" disabled={schedule.isPending}>
            {schedule.isPending ? t('book.submitting') : t('book.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
