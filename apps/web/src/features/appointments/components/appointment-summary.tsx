import type { Appointment } from '@bloom/contract';
import { CalendarClock, MapPin } from 'lucide-react';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useT } from '@/lib/i18n/index.ts';

/** Marks a provider from the fictional sample directory. */
export function SampleBadge() {
  const { t } = useT('appointments');
  return (
    <span
      title={t('summary.sampleTitle')}
      className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100"
    >
      {t('summary.sample')}
    </span>
  );
}

/** Who, what, when and where of one appointment (spec §2 'Upcoming Appointments'). */
export function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  const { t } = useT('appointments');
  return (
    <div className="min-w-0 flex-1 space-y-0.5">
      <p className="font-medium break-words">
        {appointment.providerName ?? t('summary.unknownProvider')}
        {appointment.providerIsSample && <SampleBadge />}
      </p>
      <p className="text-sm break-words">{appointment.title}</p>
      <p className="flex items-center gap-1 text-sm text-gray-700 dark:text-gray-300">
        <CalendarClock aria-hidden className="size-4 shrink-0" />
        <time dateTime={appointment.dateTime}>{formatDateTime(appointment.dateTime)}</time>
      </p>
      {appointment.location && (
        <p className="flex items-center gap-1 text-sm break-words text-gray-700 dark:text-gray-300">
          <MapPin aria-hidden className="size-4 shrink-0" />
          {appointment.location}
        </p>
      )}
    </div>
  );
}
