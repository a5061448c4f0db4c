import type { Appointment } from '@bloom/contract';
import { toIsoDate } from '@bloom/pregnancy';
import { useMemo } from 'react';
import { useCalendarAppointments } from '../api/get-appointments.ts';

/** The 'YYYY-MM-DD' day an appointment falls on in the person's own time zone (the browser's). */
export const appointmentDay = (appointment: Appointment) => toIsoDate(new Date(appointment.dateTime));

/** Appointments grouped by their local day, each day's in time order (the server sends them soonest first). */
export function groupByDay(appointments: readonly Appointment[]): Map<string, Appointment[]> {
  const byDay = new Map<string, Appointment[]>();
  for (const appointment of appointments) {
    const day = appointmentDay(appointment);
    byDay.set(day, [...(byDay.get(day) ?? []), appointment]);
  }
  return byDay;
}

const NONE: readonly Appointment[] = [];

/** The user's appointments by local day; empty while loading or when they cannot be loaded. */
export function useAppointmentsByDay(): ReadonlyMap<string, readonly Appointment[]> {
  const { data } = useCalendarAppointments();
  return useMemo(() => groupByDay(data ?? NONE), [data]);
}

export const isActive = (appointment: Appointment) => appointment.status !== 'cancelled';
