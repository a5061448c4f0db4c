/** The app shell: navigation, account menu, header, footer, toasts, error boundary, loading. */
export const common = {
  brandHome: 'BLOOM home',
  skipToContent: 'Skip to content',
  loading: 'Loading...',
  nav: {
    main: 'Main',
    legal: 'Legal',
    more: 'More',
    dashboard: { label: 'Dashboard', mobileLabel: 'Home' },
    tracking: { label: 'Tracking', mobileLabel: 'Track' },
    chat: { label: 'Chat', mobileLabel: 'BLOOM' },
    education: { label: 'Learn', mobileLabel: 'Learn' },
    providers: { label: 'Providers', mobileLabel: 'Providers' },
    admin: { label: 'Admin', mobileLabel: 'Admin' },
  },
  account: {
    profileSettings: 'Profile Settings',
    logout: 'Logout',
    buttonName: '{{initials}}, account menu for {{name}}',
    buttonNameNoName: '{{initials}}, account menu',
  },
  external: {
    fulfillment: 'Fulfillment',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    support: 'Customer Support',
  },
  footer: { rights: '© 2025 BLOOM. All rights reserved.' },
  toast: { region: 'Notification', dismiss: 'Dismiss notification' },
  session: { updated: 'BLOOM was updated', signedOut: 'Signed out' },
  errorBoundary: {
    message: 'Something went wrong showing {{what}}. Your data is safe.',
    tryAgain: 'Try again',
    what: {
      section: 'this section',
      page: 'this page',
      providers: 'the provider search',
      chat: 'the chat',
    },
  },
  notFound: {
    title: '404 Page Not Found',
    body: 'We couldn’t find that page. The link may be old or mistyped.',
    home: 'Back to home',
    hint: 'Did you forget to add the page to the router?',
  },
  language: {
    label: 'Language',
    hint: 'The language of BLOOM on all your devices.',
    notSaved: 'Your language could not be saved to your account. It stays on this device.',
  },
  /** The update prompt's buttons (its message is the contract's UPDATE_READY_MESSAGE). */
  update: { reload: 'Reload', later: 'Later' },
  /** The start-up check's notice (lib/startup), shown outside React. */
  environment: {
    'missing-api':
      'This browser lacks features BLOOM needs, so parts of the app may not work. Please update your browser or try another one.',
    'too-many-scripts':
      'This page is running more scripts than BLOOM loads itself; a browser extension may be adding them. If something looks wrong, try a private window with extensions turned off.',
    offline:
      'You seem to be offline. BLOOM will work again once your connection is back; anything you save meanwhile may not be stored.',
    dismiss: 'Dismiss',
  },
  optional: '(optional)',
  /** Shown above health content that has no Spanish version yet (only ever seen in Spanish). */
  untranslated: 'This content has no Spanish version yet; it is shown in English.',
};
