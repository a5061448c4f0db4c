/**
 * The due-date calculator (issue 34), at sign-up and in Profile. Its own namespace, registered
 * when the calculator loads (signed out it has no frame). The method labels are the contract's
 * DUE_DATE_METHOD_LABELS in English.
 */
export const dueDate = {
  method: 'How do you know your dates?',
  methods: {
    lmp: { choice: 'First day of my last period', date: 'First day of your last period' },
    conception: { choice: 'Conception date', date: 'Conception date' },
    ivf3: { choice: 'IVF transfer (day-3 embryo)', date: 'Transfer date' },
    ivf5: { choice: 'IVF transfer (day-5 embryo)', date: 'Transfer date' },
    known: { choice: 'My provider gave me a due date', date: 'Due date' },
  },
  cycleLength: 'Usual cycle length in days (optional)',
  cycleLengthHint: 'From the first day of one period to the first day of the next. Leave it empty for 28 days.',
  calculate: 'Calculate',
  /** The result (the contract's dueDateSentence in English). */
  result: 'Your estimated due date is {{date}} — you are {{weeks}} and {{days}} pregnant.',
  weeks_one: '{{count}} week',
  weeks_other: '{{count}} weeks',
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  note: 'An estimate; your provider may set your due date from an early ultrasound. Source: {{link}} (reviewed {{reviewed}}).',
};
