/** The sync panel's anchor on the dashboard (#partner-sync), kept apart so a link to it does not load the panel. */
export const SYNC_PANEL_ID = 'partner-sync';
