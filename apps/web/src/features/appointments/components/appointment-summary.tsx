import type { Appointment } from '@bloom/contract';
import { formatDateTime12h } from '@bloom/pregnancy';
import { CalendarClock, MapPin } from 'lucide-react';

/** Marks a provider from the fictional sample directory. */
export function SampleBadge() {
  return (
    <span
      title="Sample directory: a fictional provider, not a real practice"
      className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100"
    >
      Sample
    </span>
  );
}

/** Who, what, when and where of one appointment (spec §2 'Upcoming Appointments'). */
export function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  return (
    <div className="min-w-0 flex-1 space-y-0.5">
      <p className="font-medium break-words">
        {appointment.providerName ?? 'Unknown Provider'}
        {appointment.providerIsSample && <SampleBadge />}
      </p>
      <p className="text-sm break-words">{appointment.title}</p>
      <p className="flex items-center gap-1 text-sm text-gray-700 dark:text-gray-300">
        <CalendarClock aria-hidden className="size-4 shrink-0" />
        <time dateTime={appointment.dateTime}>{formatDateTime12h(appointment.dateTime)}</time>
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
