import type { MailMessage } from '../../platform/mail.ts';

export function passwordChangedEmail(to: string, firstName: string): MailMessage {
  return {
    to,
    subject: 'Your BLOOM password was changed',
    text: `Hi ${firstName},\n\nThe password of your BLOOM account was just changed, and every other device signed in to it was signed out. If this was you, there is nothing more to do.\n\nIf it was not you, reply to this email right away so an administrator can lock the account.\n\nThe BLOOM team`,
  };
}
