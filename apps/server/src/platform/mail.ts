import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * What features call: `ctx.mailer.send()`. In the app this only queues the message in the
 * outbox (platform/mail-outbox.ts), so it never waits for a mail server.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What actually delivers a message; throws when it was not delivered, so the outbox retries. */
export interface MailTransport {
  /** Delivers the message; answers 'not-configured' when there is nowhere to send it (no SMTP_URL). */
  send(message: MailMessage, options?: { signal?: AbortSignal }): Promise<void | 'not-configured'>;
}

export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

/** Bounds on one SMTP attempt, in ms; nodemailer's own defaults are minutes. */
export const SMTP_TIMEOUTS: Readonly<SmtpTimeouts> = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
};

/** SMTP when SMTP_URL is set; otherwise nothing is sent (the outbox notes that in the log). */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  timeouts?: Partial<SmtpTimeouts>;
}): MailTransport {
  if (!options.smtpUrl) {
    return {
      async send() {
        return 'not-configured' as const;
      },
    };
  }
  // Timeouts given in SMTP_URL's query string (e.g. ?socketTimeout=30000) win over these.
  const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS, ...options.timeouts });
  return {
    async send(message, { signal } = {}) {
      await transport.sendMail({ from: options.from, ...message, ...(signal ? { signal } : {}) });
    },
  };
}

/** An error text fit for a log line: e-mail addresses (a rejected recipient, say) removed. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g, '[address]').slice(0, 500);
}
