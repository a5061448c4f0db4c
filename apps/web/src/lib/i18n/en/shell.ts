/**
 * The signed-in frame's own texts (arrives with the frame, not in the login bundle): page
 * headings the app composes, shared cards' words, her entries waiting on this device.
 */
export const shell = {
  pages: {
    profile: { title: 'Profile Settings', subtitle: 'Your details, your password and your data.' },
    education: { title: 'Learn', subtitle: 'Trusted pregnancy information from official health sources.' },
    kicks: { title: 'Kick Counter', subtitle: 'Count your baby’s movements and see how long 10 take.' },
    contractions: {
      title: 'Contraction Timer',
      subtitle: 'Time each contraction: how long it lasts and how far apart they come.',
    },
    checklists: {
      title: 'Checklists',
      subtitle: 'Get ready for the birth: tick what is done, add your own items and put them in your order.',
    },
    weight: { title: 'Weight Gain', subtitle: 'Log your weight and see it against the recommended range.' },
  },
  /** The close button of every dialog and sheet (all of them signed in). */
  close: 'Close',
  /** The home screen's 'Today' actions (issue 33). */
  today: {
    logFeeling: 'Log how you feel',
    logFeelingDetail: 'Mood and symptoms',
    countKicks: 'Count kicks',
    countKicksDetail: 'Kick counter',
    ask: 'Ask BLOOM',
    askDetail: 'Questions for your week',
    nextVisit: 'Next visit',
    checking: 'Checking…',
    yourAppointments: 'Your appointments',
    noneBooked: 'None booked yet',
  },
  /** Her entries made offline, waiting to be sent (issue 35). */
  offlineQueue: {
    region: 'Entries saved on this device',
    symptom: 'Symptom: {{name}}',
    mood: 'Mood: {{mood}}',
    kick_one: 'Kick count: {{count}} movements',
    kick_other: 'Kick count: {{count}} movements',
    contraction: 'Contraction',
    sendNow: 'Send now',
    discard: 'Discard',
  },
  /** Under a health sentence: "Source: ACOG, <page> (reviewed YYYY-MM-DD)". */
  source: 'Source: {{link}} (reviewed {{reviewed}})',
  verdicts: { safe: 'Safe', caution: 'Caution', avoid: 'Avoid', unknown: 'Unknown' },
  /** The urgent card's call buttons (the contract's ChatActionLabels in English). */
  urgent: {
    crisisLine: 'Call or text 988, the Suicide & Crisis Lifeline',
    'call-911': 'Call 911',
    'call-988': 'Call 988',
    'text-988': 'Text 988',
    'call-provider': 'Call my provider',
  },
};
