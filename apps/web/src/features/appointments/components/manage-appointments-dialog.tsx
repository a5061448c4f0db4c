import type { Appointment } from '@bloom/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useCancelAppointment } from '../api/cancel-appointment.ts';
import { AppointmentSummary } from './appointment-summary.tsx';

interface ManageAppointmentsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  upcoming: Appointment[];
}

/** Every upcoming appointment, each cancellable after a confirmation. */
export function ManageAppointmentsDialog({ open, onOpenChange, upcoming }: ManageAppointmentsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Manage Appointments">
      {upcoming.length === 0 ? (
        <p className="text-sm">No upcoming appointments</p>
      ) : (
        <ul className="divide-y divide-gray-100 dark:divide-gray-800">
          {upcoming.map((appointment) => (
            <ManagedAppointment key={appointment.id} appointment={appointment} />
          ))}
        </ul>
      )}
    </Dialog>
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
