import type { MailMessage } from '../../platform/mail.ts';

/** No reply is asked for: the sender is a no-reply address. The way back in is a reset link. */
export function passwordChangedEmail(to: string, firstName: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Your BLOOM password was changed',
    text: `Hi ${firstName},\n\nThe password of your BLOOM account was just changed, and every other device signed in to it was signed out. If this was you, there is nothing more to do.\n\nIf it was not you, choose a new password right away at ${publicUrl}/forgot-password: the link we send goes only to this inbox, and using it signs everyone else out.\n\nThe BLOOM team`,
  };
}
