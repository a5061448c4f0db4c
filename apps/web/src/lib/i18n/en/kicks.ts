/** The kick counter (issue 34): the counter, its urgent-sign card, her sessions and the link card. */
export const kicks = {
  link: {
    title: 'Kick counter',
    text: 'Time how long your baby takes to make {{target}} movements',
  },
  page: {
    failed: 'We could not load your kick counter.',
    retry: 'Try again',
    loading: 'Loading your sessions…',
  },
  counter: {
    title: 'Count your baby’s movements',
    start: 'Start counting',
    time: 'Time',
    timeToTarget: 'Time to {{target}}',
    movements_one: '{{count}} movement',
    movements_other: '{{count}} movements',
    /** The live region once movement 10 is felt: '12 movements · 10 in 14 min 30 s'. */
    reached: '{{movements}} · {{target}} in {{time}}',
    tap: 'Tap for each movement',
    lessThanUsual: 'My baby is moving less than usual',
    stop: 'Stop and save',
    saving: 'Saving your session…',
    retry: 'Try again',
    discard: 'Discard this session',
    saved: 'Saved: {{movements}}.',
    savedReached: 'Saved: {{movements}}, {{target}} in {{time}}.',
    again: 'Count again',
  },
  history: {
    title: 'Recent sessions',
    empty: 'Sessions you count will appear here.',
    delete: 'Delete the session of {{when}}',
    detail_one: '{{count}} movement in {{minutes}} min · {{result}}',
    detail_other: '{{count}} movements in {{minutes}} min · {{result}}',
    reached: '{{target}} in {{time}}',
    notReached: '{{target}} not reached',
    lessThanUsual: 'Less than usual',
    fewerThan: 'Fewer than {{target}}',
  },
  urgent: {
    heading: 'Call your provider now',
    /**
     * Read only in Spanish, where CDC's own Spanish sentence (packages/knowledge, the chat's urgent
     * card) takes the place of the server's English one; in English the server's sentence shows.
     */
    sign: 'Your baby’s movement stopping or slowing during pregnancy is an urgent maternal warning sign.',
  },
  /** How long movement 10 took: '45 s', '12 min 5 s', '1 h 3 min'. */
  duration: {
    hm: '{{h}} h {{m}} min',
    ms: '{{m}} min {{s}} s',
    s: '{{s}} s',
  },
};
