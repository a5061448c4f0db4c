import type { Appointment } from '@bloom/contract';

/** Spec §9: the dashboard shows 3 appointments, future ones only. */
export const DASHBOARD_APPOINTMENTS = 3;

/** Scheduled appointments still ahead, in the order the server returned them (soonest first). */
export function upcomingAppointments(list: readonly Appointment[], now: Date): Appointment[] {
  return list.filter((a) => a.status === 'scheduled' && new Date(a.dateTime).getTime() > now.getTime());
}

const newestFirst = (a: Appointment, b: Appointment) => Date.parse(b.dateTime) - Date.parse(a.dateTime);

/** Scheduled appointments whose time has come, the most recent first. */
export function pastAppointments(list: readonly Appointment[], now: Date): Appointment[] {
  return list
    .filter((a) => a.status === 'scheduled' && new Date(a.dateTime).getTime() <= now.getTime())
    .sort(newestFirst);
}

/** Cancelled appointments, past or future, the latest date first. */
export function cancelledAppointments(list: readonly Appointment[]): Appointment[] {
  return list.filter((a) => a.status === 'cancelled').sort(newestFirst);
}
