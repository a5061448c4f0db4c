/**
 * The checklists (hospital bag, birth preferences, before the baby comes) and their link card.
 * The lists' names are keyed by the list's id (the contract's CHECKLIST_IDS); the suggested items,
 * the introductions and their sources are the knowledge base's English.
 */
export const checklists = {
  link: {
    title: 'Checklists',
    text: 'Hospital bag, birth preferences and before the baby comes',
  },
  page: {
    tabs: 'Checklists',
    loading: 'Loading your checklists…',
    failed: 'We could not load your checklists.',
    tryAgain: 'Try again',
  },
  lists: {
    'hospital-bag': 'Hospital bag',
    'birth-preferences': 'Birth preferences',
    'before-baby': 'Before the baby comes',
  },
  addTo: {
    'hospital-bag': 'Add to hospital bag',
    'birth-preferences': 'Add to birth preferences',
    'before-baby': 'Add to before the baby comes',
  },
  add: 'Add',
  progress: '{{done}} of {{count}} done',
  empty: 'This list is empty. Add an item of your own below.',
  item: {
    source: 'Source: {{short}}',
    sourceLabel: 'Source: {{short}}, {{organization}}, {{title}} (reviewed {{reviewed}})',
    own: 'Your own item',
    moveUp: 'Move “{{text}}” up',
    moveDown: 'Move “{{text}}” down',
    remove: 'Remove “{{text}}”',
  },
  // English said "Removed suggestions (1)" for one as well; it stays as it was.
  removed_one: 'Removed suggestions ({{count}})',
  removed_other: 'Removed suggestions ({{count}})',
  putBack: 'Put back',
  putBackNamed: 'Put back “{{text}}”',
};
