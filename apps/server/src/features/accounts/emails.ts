import type { MailMessage } from '../../platform/mail.ts';

export function signupReceivedEmail(to: string, firstName: string): MailMessage {
  return {
    to,
    subject: 'Welcome to BLOOM: we received your account request',
    text: `Hi ${firstName},\n\nThank you for joining BLOOM. An administrator reviews every new account; this can take up to 48 hours. We will email you again as soon as you can sign in.\n\nThe BLOOM team`,
  };
}
