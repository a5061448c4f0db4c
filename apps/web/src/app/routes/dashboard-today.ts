import { KICKS_OFFERED_FROM_WEEK, type Appointment } from '@bloom/contract';
import { CalendarClock, Footprints, MessageCircleHeart, SmilePlus } from 'lucide-react';
import { useAppointments } from '@/features/appointments/api/get-appointments.ts';
import { upcomingAppointments } from '@/features/appointments/components/upcoming.ts';
import type { TodayAction } from '@/features/dashboard/components/today-actions.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';

/*
 * The home screen's 'Today' (issue 33): at most three actions that fit her week, composed here
 * because they come from several features (tracking, kicks, appointments, chat).
 */

const LOG_FEELING: TodayAction = {
  label: 'Log how you feel',
  detail: 'Mood and symptoms',
  to: '#health-tracking',
  icon: SmilePlus,
};
const KICKS: TodayAction = { label: 'Count kicks', detail: 'Kick counter', to: '/kicks', icon: Footprints };
const ASK: TodayAction = {
  label: 'Ask BLOOM',
  detail: 'Questions for your week',
  to: '/chat',
  icon: MessageCircleHeart,
};

/** 'Tue, Mar 10' in her time zone. */
function dayOf(appointment: Appointment, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(
      new Date(appointment.dateTime),
    );
  } catch {
    return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' }).format(
      new Date(appointment.dateTime),
    );
  }
}

/** The next appointment: its day once the list is in, a way to book one when there is none. */
function useNextVisit(timeZone: string): TodayAction {
  const appointments = useAppointments();
  const next = upcomingAppointments(appointments.data ?? [], new Date())[0];
  const detail = appointments.isPending
    ? 'Checking…'
    : appointments.isError
      ? 'Your appointments'
      : next
        ? dayOf(next, timeZone)
        : 'None booked yet';
  return { label: 'Next visit', detail, to: '#appointments', icon: CalendarClock };
}

/**
 * Her actions for today: how she feels, then the kick counter from week 24 (else a question for
 * BLOOM), then her next appointment. Empty for an administrator and for someone who is not
 * pregnant (their home keeps its quick actions).
 */
export function useTodayActions(): TodayAction[] {
  const user = useUser();
  const nextVisit = useNextVisit(user.timeZone);
  if (user.isAdmin || !user.isPregnant) return [];
  const kicks = user.pregnancyWeeks !== null && user.pregnancyWeeks >= KICKS_OFFERED_FROM_WEEK;
  return [LOG_FEELING, kicks ? KICKS : ASK, nextVisit];
}
