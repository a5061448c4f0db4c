import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useAppointments } from '../api/get-appointments.ts';
import { AppointmentSummary } from './appointment-summary.tsx';
import { ManageAppointmentsDialog } from './manage-appointments-dialog.tsx';
import { ScheduleAppointmentDialog } from './schedule-appointment-dialog.tsx';
import { DASHBOARD_APPOINTMENTS, upcomingAppointments } from './upcoming.ts';

/** The dashboard's 'Upcoming Appointments' section (anchor #appointments). */
export function UpcomingAppointmentsCard() {
  const { t } = useT('appointments');
  const appointments = useAppointments();
  const [managing, setManaging] = useState(false);
  const upcoming = upcomingAppointments(appointments.data ?? [], new Date());

  return (
    <section id="appointments" aria-labelledby="appointments-heading" className="scroll-mt-20">
      <Card className="space-y-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="appointments-heading" className="text-lg font-semibold">
            {t('upcoming.title')}
          </h2>
          <Button size="sm" variant="secondary" onClick={() => setManaging(true)}>
            {t('upcoming.manage')}
          </Button>
        </div>
        {appointments.isPending ? (
          <p role="status" className="text-sm">
            {t('upcoming.loading')}
          </p>
        ) : appointments.isError ? (
          <Alert tone="error">{t('upcoming.failed')}</Alert>
        ) : upcoming.length === 0 ? (
          <div className="rounded-xl bg-brand-50 p-4 text-center dark:bg-gray-800">
            <p className="font-medium">{t('upcoming.none')}</p>
            <p className="text-sm text-gray-700 dark:text-gray-300">{t('upcoming.noneHint')}</p>
          </div>
        ) : (
          <ul className="space-y-3">
            {upcoming.slice(0, DASHBOARD_APPOINTMENTS).map((appointment) => (
              <li key={appointment.id} className="rounded-xl border border-brand-100 p-3 dark:border-gray-800">
                <AppointmentSummary appointment={appointment} />
              </li>
            ))}
          </ul>
        )}
        <ScheduleAppointmentDialog />
      </Card>
      <ManageAppointmentsDialog open={managing} onOpenChange={setManaging} appointments={appointments.data ?? []} />
    </section>
  );
}
