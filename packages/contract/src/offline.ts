/**
 * What the installed app says about the network and new versions (issue 35, decision 020): the
 * offline banner, the calm note of a screen that could not load while offline, and the update
 * prompt. One module, so the texts move to the translation catalogues in one piece.
 */

/** The banner over every screen while the device is offline (role=status, polite). */
export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_MESSAGE = 'BLOOM will load your latest information again once you are back online.';

/** In place of a screen, or a part of one, whose data could not be loaded while offline. */
export const OFFLINE_CONTENT_MESSAGE =
  'This needs a connection. It will load when you are back online; nothing you saved before is lost.';

/** The prompt shown when a new version of the app has been downloaded and waits for a reload. */
export const UPDATE_READY_MESSAGE = 'A new version of BLOOM is ready';
export const UPDATE_RELOAD_LABEL = 'Reload';
export const UPDATE_LATER_LABEL = 'Later';
