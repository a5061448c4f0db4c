import type { MailMessage } from '../../platform/mail.ts';

export function approvedEmail(to: string, firstName: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Your BLOOM account is approved',
    text: `Hi ${firstName},\n\nGood news: your BLOOM account has been approved and you can now sign in:\n\n${publicUrl}/login\n\nThe BLOOM team`,
  };
}
