/** The contraction timer (issue 34): the timer, the last hour's summary, its "call now" card, the list. */
export const contractions = {
  link: {
    title: 'Contraction timer',
    text: 'Time how long they last and how far apart they come',
  },
  page: {
    failed: 'We could not load the contraction timer.',
    retry: 'Try again',
    loading: 'Loading your contractions…',
    forPartner: 'You are timing contractions for your partner. Only she can delete one.',
  },
  timer: {
    title: 'Time your contractions',
    titlePartner: 'Time her contractions',
    start: 'Start contraction',
    stop: 'Stop contraction',
    hintStart: 'Tap when a contraction begins.',
    hintStop: 'Tap when the contraction eases.',
    saving: 'Saving the contraction…',
    retry: 'Try again',
    discard: 'Discard this contraction',
    last: 'Last one: {{length}}.',
    lastInterval: 'Last one: {{length}}, {{interval}} after the one before.',
  },
  /** Read out politely at each start, stop and save. */
  announce: {
    started: 'Contraction started.',
    stopped: 'Contraction stopped: {{length}}.',
    tooShort: 'Stopped after {{length}}: too short to count, not saved.',
    saved: 'Contraction saved: {{length}}.',
  },
  summary: {
    title: 'The last hour',
    count: 'Contractions',
    averageLength: 'Average length',
    averageInterval: 'Average interval',
    rule_one: '5-1-1 (every {{interval}} minutes or less, about 1 minute long, for {{count}} hour):',
    rule_other: '5-1-1 (every {{interval}} minutes or less, about 1 minute long, for {{count}} hours):',
    yes: 'yes',
    notYet: 'not yet',
  },
  list: {
    title: 'Recent contractions',
    empty: 'Contractions you time will appear here.',
    delete: 'Delete the contraction of {{when}}',
    detail: 'Lasted {{length}} · {{interval}}',
    first: 'first of this series',
    after: '{{interval}} after the one before',
  },
  urgent: {
    heading: 'Call your provider or birth unit now',
    /**
     * Read only in Spanish, for regular contractions before 37 weeks: CDC's own Spanish sentence, as
     * the chat's urgent card says it (packages/knowledge); the server's sentence follows it.
     */
    preterm: 'Regular contractions before 37 weeks can be preterm labor: call now.',
  },
  /** A length or an interval: '45 s', '1 min 2 s', '1 h 3 min'. */
  duration: {
    hm: '{{h}} h {{m}} min',
    ms: '{{m}} min {{s}} s',
    s: '{{s}} s',
  },
};
