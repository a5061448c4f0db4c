/**
 * The menu's and footer's "external pages" (spec §2 Layout), served by the app itself. Its own
 * namespace, registered by the legal page when it loads (signed out it has no frame).
 */
export const legal = {
  fulfillment: {
    title: 'Fulfillment',
    body: [
      'BLOOM is a free pregnancy companion offered by the organisation that runs this server (the operator). Nothing is sold, shipped or billed in the app.',
      'Bonus chat tokens come only from promo codes; they have no cash value and cannot be exchanged or refunded.',
      'Questions about access to BLOOM go to the operator; see Customer Support.',
    ],
  },
  terms: {
    title: 'Terms and Conditions',
    body: [
      'BLOOM gives general pregnancy information from public health sources, such as the CDC, the FDA and Cleveland Clinic. It is not medical advice and does not replace your healthcare provider. Its chat assistant can make mistakes.',
      'If you have warning signs such as heavy bleeding, severe headache, vision changes or trouble breathing, call 911 or your provider now.',
      'An administrator reviews each account before its first sign-in and may remove accounts that misuse the service. Keep your password to yourself; you are responsible for what is done with your account.',
      'You may stop using BLOOM at any time and delete your account with everything in it from Profile Settings.',
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    body: [
      'What you log in BLOOM (symptoms, moods, calendar entries, appointments and chat messages) is health information. It is kept in the database on the operator’s own server, only to show it back to you and, if you approve a partner sync, to that partner, read-only. It is not sold or shared for advertising.',
      'BLOOM loads no advertising, analytics or tracking code, sets no tracking cookies, and the app fetches nothing from other websites in your browser: its fonts and pictures come with it. Your sign-in is kept in your browser’s local storage until you log out or stay inactive for an hour. With it, so that your home page appears at once next time, BLOOM keeps the few words the top of that page shows (your first name and initials, and your week, trimester and days to go for the next two weeks); they never leave your device and are removed with your sign-in.',
      'Food and medicine lookups are made by the server, which sends only the food name or barcode to public databases (USDA, openFDA, Open Food Facts), never who you are. If the operator has connected an AI model service, the text of your chat messages is sent to it to write replies; otherwise replies are made on this server.',
      'Administrators can see account details and your entries to approve accounts and keep the service safe; what they do with accounts is recorded in an audit log.',
      'You can download everything BLOOM holds about you (as JSON, as FHIR health records, and your appointments as a calendar file) and delete your account with all of its data, at any time, from Profile Settings.',
    ],
  },
  support: {
    title: 'Customer Support',
    body: [
      'BLOOM is run by the operator of this server, the organisation that gave you access. For help with your account, its approval or your data, reply to any email BLOOM sent you, or contact that operator directly.',
      'You can change your name, pregnancy weeks, time zone and password, download your data or delete your account yourself in Profile Settings.',
      'For anything about your health, contact your healthcare provider. In an emergency call 911; for thoughts of harming yourself or your baby, call or text 988.',
    ],
  },
};
