import type { MailMessage } from '../../platform/mail.ts';

export function signupReceivedEmail(to: string, firstName: string): MailMessage {
  return {
    to,
    subject: 'Welcome to BLOOM: we received your account request',
    text: `Hi ${firstName},\n\nThank you for joining BLOOM. An administrator reviews every new account; this can take up to 48 hours. We will email you again as soon as you can sign in.\n\nThe BLOOM team`,
  };
}

/**
 * To the owner of an address someone tried to sign up with again. Sign-up answers as for a new
 * account (no enumeration), so this e-mail is how the real owner learns of it.
 */
export function signupAttemptEmail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to create a BLOOM account with your email',
    text:
      `Hello,\n\nSomeone just tried to create a new BLOOM account with this email address. ` +
      `It already has an account, so nothing was created and nothing about your account changed.\n\n` +
      `If it was you: sign in at ${publicUrl}/login, or choose a new password at ${publicUrl}/forgot-password if you have forgotten it.\n\n` +
      `If it was not you, there is nothing to do: nobody can sign in without your password.\n\nThe BLOOM team`,
  };
}

/** After a reset link was used. No reply is asked for: the address sends only. */
export function passwordResetDoneEmail(to: string, firstName: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Your BLOOM password was changed',
    text:
      `Hi ${firstName},\n\nThe password of your BLOOM account was just changed with a reset link sent to this address, ` +
      `and every device signed in to it was signed out. If this was you, there is nothing more to do.\n\n` +
      `If it was not you, choose a new password right away at ${publicUrl}/forgot-password: ` +
      `the link we send goes only to this inbox, and using it signs everyone else out.\n\nThe BLOOM team`,
  };
}
