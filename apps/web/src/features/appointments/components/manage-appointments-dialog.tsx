import type { Appointment } from '@bloom/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useCancelAppointment } from '../api/cancel-appointment.ts';
import { AppointmentSummary } from './appointment-summary.tsx';
import { cancelledAppointments, pastAppointments, upcomingAppointments } from './upcoming.ts';

interface ManageAppointmentsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every appointment of the user, as the server returned them. */
  appointments: readonly Appointment[];
}

/**
 * Every appointment in three tabs: upcoming ones (each cancellable after a confirmation),
 * past ones (most recent first) and cancelled ones.
 */
export function ManageAppointmentsDialog({ open, onOpenChange, appointments }: ManageAppointmentsDialogProps) {
  const { t } = useT('appointments');
  const now = new Date();
  const upcoming = upcomingAppointments(appointments, now);
  const past = pastAppointments(appointments, now);
  const cancelled = cancelledAppointments(appointments);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('manage.title')}>
      <Tabs defaultValue="upcoming">
        <TabsList label={t('manage.tabs')}>
          <TabsTrigger value="upcoming">{t('manage.upcoming', { count: upcoming.length })}</TabsTrigger>
          <TabsTrigger value="past">{t('manage.past', { count: past.length })}</TabsTrigger>
          <TabsTrigger value="cancelled">{t('manage.cancelled', { count: cancelled.length })}</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          <AppointmentList list={upcoming} empty={t('manage.noUpcoming')} cancellable />
        </TabsContent>
        <TabsContent value="past">
          <AppointmentList list={past} empty={t('manage.noPast')} />
        </TabsContent>
        <TabsContent value="cancelled">
          <AppointmentList list={cancelled} empty={t('manage.noCancelled')} />
        </TabsContent>
      </Tabs>
    </Dialog>
  );
}

function AppointmentList({
  list,
  empty,
  cancellable = false,
}: {
  list: Appointment[];
  empty: string;
  cancellable?: boolean;
}) {
  if (list.length === 0) return <p className="text-sm">{empty}</p>;
  return (
    <ul className="divide-y divide-gray-100 dark:divide-gray-800">
      {list.map((appointment) =>
        cancellable ? (
          <ManagedAppointment key={appointment.id} appointment={appointment} />
        ) : (
          <li key={appointment.id} className="py-3">
            <AppointmentSummary appointment={appointment} />
          </li>
        ),
      )}
    </ul>
  );
}

function ManagedAppointment({ appointment }: { appointment: Appointment }) {
  const { t } = useT('appointments');
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelAppointment();
  const onConfirm = () =>
    cancel.mutate(appointment.id, {
      onSuccess: () =>
        toast({ title: t('manage.done'), description: t('manage.doneText', { title: appointment.title }) }),
      onError: () => toast({ title: t('errorTitle'), description: t('manage.failed'), tone: 'error' }),
    });

  return (
    <li className="space-y-2 py-3">
      <div className="flex items-start gap-3">
        <AppointmentSummary appointment={appointment} />
        {!confirming && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('manage.cancelNamed', { title: appointment.title })}
            onClick={() => setConfirming(true)}
          >
            {t('manage.cancel')}
          </Button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-label={t('manage.confirm')} className="flex flex-wrap items-center gap-2">
          <span className="text-sm">{t('manage.question')}</span>
          <Button size="sm" variant="danger" disabled={cancel.isPending} onClick={onConfirm}>
            {cancel.isPending ? t('manage.cancelling') : t('manage.yes')}
          </Button>
          <Button size="sm" variant="secondary" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
            {t('manage.keep')}
          </Button>
        </div>
      )}
    </li>
  );
}
