import type { Appointment } from '@bloom/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/toast.tsx';
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
  const now = new Date();
  const upcoming = upcomingAppointments(appointments, now);
  const past = pastAppointments(appointments, now);
  const cancelled = cancelledAppointments(appointments);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Manage Appointments">
      <Tabs defaultValue="upcoming">
        <TabsList label="Appointments">
          <TabsTrigger value="upcoming">{`Upcoming (${upcoming.length})`}</TabsTrigger>
          <TabsTrigger value="past">{`Past (${past.length})`}</TabsTrigger>
          <TabsTrigger value="cancelled">{`Cancelled (${cancelled.length})`}</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          <AppointmentList list={upcoming} empty="No upcoming appointments" cancellable />
        </TabsContent>
        <TabsContent value="past">
          <AppointmentList list={past} empty="No past appointments" />
        </TabsContent>
        <TabsContent value="cancelled">
          <AppointmentList list={cancelled} empty="No cancelled appointments" />
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
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelAppointment();
  const onConfirm = () =>
    cancel.mutate(appointment.id, {
      onSuccess: () => toast({ title: 'Appointment cancelled', description: `“${appointment.title}” was cancelled.` }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to cancel appointment. Please try again.', tone: 'error' }),
    });

  return (
    <li className="space-y-2 py-3">
      <div className="flex items-start gap-3">
        <AppointmentSummary appointment={appointment} />
        {!confirming && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Cancel ${appointment.title}`}
            onClick={() => setConfirming(true)}
          >
            Cancel
          </Button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-label="Confirm cancellation" className="flex flex-wrap items-center gap-2">
          <span className="text-sm">Cancel this appointment?</span>
          <Button size="sm" variant="danger" disabled={cancel.isPending} onClick={onConfirm}>
            {cancel.isPending ? 'Cancelling...' : 'Yes, cancel it'}
          </Button>
          <Button size="sm" variant="secondary" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      )}
    </li>
  );
}
