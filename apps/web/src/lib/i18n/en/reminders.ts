/**
 * Reminders: the care timeline (dashboard, and under the calendar's selected day) and Profile's
 * "Calendar and reminders". The timeline's steps (titles, texts, sources) are the knowledge
 * base's English; the statuses are keyed by the contract's CareStepStatus.
 */
export const reminders = {
  timeline: {
    title: 'Your care timeline',
    description: 'Tests and vaccines, dated from your due date. Your provider may time them differently.',
    loading: 'Loading your timeline…',
    failed: 'We could not load your care timeline. Please try again.',
    toProfile: 'Go to Profile',
    status: {
      upcoming: 'Coming up',
      now: 'Now',
      past: 'Done or passed',
    },
  },
  onDay: {
    label: 'Care timeline on this day',
    title: 'Care timeline',
  },
  calendar: {
    title: 'Calendar and reminders',
    description: 'Your appointments, calendar entries and care timeline in your phone’s calendar.',
    failed: 'We could not load your reminder settings. Please try again.',
    linkLabel: 'Your private calendar link',
    copy: 'Copy link',
    makeNew: 'Make a new link',
    make: 'Make a calendar link',
    stop: 'Turn off the link',
    errorTitle: 'Error',
    settings: 'Reminder settings',
    emailDayBefore: {
      label: 'E-mail me the day before an appointment',
      hint: 'Off unless you turn it on.',
    },
    showDetails: {
      label: 'Show details in my calendar and e-mails',
      hint: 'Titles, places and notes. Off: they read “Appointment” or “Health reminder” and the time, for anyone glancing at your phone.',
    },
  },
};
