import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the message is noted in the log without the address. */
export function createMailer(options: { smtpUrl: string | undefined; from: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        log.info({ subject: message.subject }, 'mail not sent: SMTP_URL is unset');
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, ...message });
      } catch (err) {
        // A mail outage must not fail the signup or approval that triggered it.
        log.warn({ err: (err as Error).message, subject: message.subject }, 'mail delivery failed');
      }
    },
  };
}
