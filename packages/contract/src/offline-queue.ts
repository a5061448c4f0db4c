/**
 * The offline queue (issue 35): a symptom, mood, kick session or contraction made while the
 * device cannot reach the server is kept on the device with its `clientId` and sent when the
 * network returns; a repeat of the same clientId is answered with the stored entry.
 */
export const OFFLINE_QUEUED_MESSAGE = "Saved on this device — will be sent when you're back online";
/** The indicator's count (role=status). */
export const OFFLINE_QUEUE_WAITING_MESSAGE = (count: number) =>
  `${count} ${count === 1 ? 'entry' : 'entries'} waiting to be sent`;
/** The mark on a queued entry in a list. */
export const OFFLINE_PENDING_LABEL = 'Waiting to be sent';
/** An entry the server refused (it can never be stored as it is); shown with the server's message. */
export const OFFLINE_REFUSED_MESSAGE = 'Could not be saved';
export const OFFLINE_SEND_NOW_LABEL = 'Send now';
export const OFFLINE_DISCARD_LABEL = 'Discard';
