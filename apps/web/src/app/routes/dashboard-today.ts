import { KICKS_OFFERED_FROM_WEEK, type Appointment, type UserProfile } from '@bloom/contract';
import type { TFunction } from 'i18next';
import { CalendarClock, Footprints, MessageCircleHeart, SmilePlus } from 'lucide-react';
import { useAppointments } from '@/features/appointments/api/get-appointments.ts';
import { upcomingAppointments } from '@/features/appointments/components/upcoming.ts';
import type { TodayAction } from '@/features/dashboard/components/today-actions.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { formatDate, useT } from '@/lib/i18n/index.ts';

/*
 * The home screen's 'Today' (issue 33): at most three actions that fit her week, composed here
 * because they come from several features (tracking, kicks, appointments, chat).
 */

type Action = Omit<TodayAction, 'label' | 'detail'> & { label: TodayKey; detail: TodayKey };
type TodayKey = `today.${'logFeeling' | 'logFeelingDetail' | 'countKicks' | 'countKicksDetail' | 'ask' | 'askDetail'}`;

// The words are `shell:today.*`.
const LOG_FEELING: Action = {
  label: 'today.logFeeling',
  detail: 'today.logFeelingDetail',
  to: '#health-tracking',
  icon: SmilePlus,
};
const KICKS: Action = { label: 'today.countKicks', detail: 'today.countKicksDetail', to: '/kicks', icon: Footprints };
const ASK: Action = { label: 'today.ask', detail: 'today.askDetail', to: '/chat', icon: MessageCircleHeart };

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

/** 'Tue, Mar 10' in her time zone, in the language on screen. */
function dayOf(appointment: Appointment, timeZone: string): string {
  const date = new Date(appointment.dateTime);
  try {
    return formatDate(date, { ...DAY, timeZone });
  } catch {
    return formatDate(date, DAY);
  }
}

/** The next appointment: its day once the list is in, a way to book one when there is none. */
function useNextVisit(t: TFunction<'shell'>, timeZone: string): TodayAction {
  const appointments = useAppointments();
  const next = upcomingAppointments(appointments.data ?? [], new Date())[0];
  const detail = appointments.isPending
    ? t('today.checking')
    : appointments.isError
      ? t('today.yourAppointments')
      : next
        ? dayOf(next, timeZone)
        : t('today.noneBooked');
  return { label: t('today.nextVisit'), detail, to: '#appointments', icon: CalendarClock };
}

/** Whether she has actions for today at all: known from her profile, before any other answer. */
export function hasTodayActions(user: Pick<UserProfile, 'isAdmin' | 'isPregnant'>): boolean {
  return !user.isAdmin && user.isPregnant;
}

/**
 * Her actions for today: how she feels, then the kick counter from week 24 (else a question for
 * BLOOM), then her next appointment. Empty for an administrator and for someone who is not
 * pregnant (their home keeps its quick actions).
 */
export function useTodayActions(): TodayAction[] {
  const user = useUser();
  const { t } = useT('shell');
  const nextVisit = useNextVisit(t, user.timeZone);
  if (!hasTodayActions(user)) return [];
  const kicks = user.pregnancyWeeks !== null && user.pregnancyWeeks >= KICKS_OFFERED_FROM_WEEK;
  const words = (action: Action): TodayAction => ({ ...action, label: t(action.label), detail: t(action.detail) });
  return [words(LOG_FEELING), words(kicks ? KICKS : ASK), nextVisit];
}
