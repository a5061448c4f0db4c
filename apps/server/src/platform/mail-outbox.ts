import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { withoutAddresses, type Mailer, type MailMessage, type MailTransport } from './mail.ts';
import type { PersonalData } from './personal-data.ts';

export interface MailOutboxOptions {
  /** Attempts per message before it is given up (and deleted). */
  maxAttempts: number;
  /** Wait before the first retry; doubles with every further failure, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** How often the outbox looks for due messages (retries, and messages queued by other instances). */
  pollMs: number;
  /** A claimed message is due again after this long if its sender died mid-attempt. */
  leaseMs: number;
  batchSize: number;
  /** Tests: `send()` delivers its own message before it returns, and nothing drains in the background. */
  deliverInline: boolean;
  now: () => Date;
}

export const MAIL_OUTBOX_DEFAULTS: MailOutboxOptions = {
  maxAttempts: 10, // 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: about 3 hours of retries
  backoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  pollMs: 10_000,
  leaseMs: 5 * 60_000,
  batchSize: 20,
  deliverInline: false,
  now: () => new Date(),
};

/** Wait after the attempt numbered `attempts` (1 for the first) failed. */
export function retryDelayMs(attempts: number, options: Pick<MailOutboxOptions, 'backoffMs' | 'maxBackoffMs'>) {
  return Math.min(options.maxBackoffMs, options.backoffMs * 2 ** (attempts - 1));
}

type Claimed = { id: string; to: string; subject: string; text: string; attempts: number };

function reason(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown };
  const text = typeof e?.message === 'string' ? e.message : String(err);
  return withoutAddresses(typeof e?.code === 'string' ? `${e.code}: ${text}` : text);
}

/**
 * Account e-mails go through the `mail_outbox` table: `send()` (what features call through
 * `ctx.mailer`) only inserts a row, and a background drainer delivers due rows with the
 * transport's timeouts, retrying with exponential backoff. A slow or dead mail server never
 * holds up a request. Rows are claimed with `FOR UPDATE SKIP LOCKED` plus a lease, so several
 * instances on one PostgreSQL database never send a message twice, and a message whose sender
 * crashed is retried after the lease. A message is deleted once sent (or given up): the table
 * holds personal data only while it has to. No log line carries an address.
 */
export class MailOutbox implements Mailer {
  private readonly db: Db;
  private readonly transport: MailTransport;
  private readonly log: FastifyBaseLogger;
  private readonly options: MailOutboxOptions;
  private readonly closing = new AbortController();
  private started = false;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(db: Db, transport: MailTransport, log: FastifyBaseLogger, options: Partial<MailOutboxOptions> = {}) {
    this.db = db;
    this.transport = transport;
    this.log = log;
    this.options = { ...MAIL_OUTBOX_DEFAULTS, ...options };
  }

  async send(message: MailMessage): Promise<void> {
    let id: string;
    try {
      const [row] = await this.db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, nextAttemptAt: this.options.now() })
        .returning({ id: mailOutbox.id });
      id = row!.id;
    } catch (err) {
      // The signup or approval itself is done; losing its e-mail must not turn it into an error.
      this.log.error({ subject: message.subject, reason: reason(err) }, 'mail not queued');
      return;
    }
    if (this.options.deliverInline) await this.drain(id);
    else this.wake();
  }

  /** Starts draining in the background: now (messages left from before) and every `pollMs`. */
  start(): void {
    if (this.options.deliverInline || this.started) return;
    this.started = true;
    this.wake();
  }

  /** Stops draining; an attempt under way is aborted and its message left due for the next start. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.closing.abort();
    await this.running;
  }

  /** Drains soon; used after every insert so a healthy mail server sends at once. */
  private wake(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        if (await this.drain()) this.again = true; // a full batch: there may be more
      } while (this.again && this.started);
    })().finally(() => {
      this.running = undefined;
      if (this.started) this.timer = setTimeout(() => this.wake(), this.options.pollMs).unref();
    });
  }

  /**
   * One pass: claims the due messages (or only message `id`), sends each, records the outcome.
   * Returns whether the batch was full. Exposed for tests.
   */
  async drain(id?: string): Promise<boolean> {
    let claimed: Claimed[];
    try {
      claimed = await this.claim(id);
    } catch (err) {
      this.log.warn({ reason: reason(err) }, 'mail outbox: cannot claim messages');
      return false;
    }
    for (const [i, row] of claimed.entries()) {
      if (this.closing.signal.aborted) {
        await this.unclaim(claimed.slice(i).map((r) => r.id));
        break;
      }
      await this.deliver(row);
    }
    return claimed.length === this.options.batchSize;
  }

  private claim(id: string | undefined): Promise<Claimed[]> {
    const now = this.options.now();
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), id ? eq(mailOutbox.id, id) : undefined))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(this.options.batchSize)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + this.options.leaseMs),
      })
      .where(inArray(mailOutbox.id, due))
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        attempts: mailOutbox.attempts,
      });
  }

  private async deliver(row: Claimed): Promise<void> {
    const about = { outboxId: row.id, subject: row.subject, attempt: row.attempts };
    try {
      let outcome: void | 'not-configured';
      try {
        outcome = await this.transport.send(
          { to: row.to, subject: row.subject, text: row.text },
          { signal: this.closing.signal },
        );
      } catch (err) {
        if (this.closing.signal.aborted) return await this.unclaim([row.id]);
        return await this.failed(row, reason(err));
      }
      await this.db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      // Without SMTP_URL nothing leaves the server: say so instead of "sent".
      this.log.info(about, outcome === 'not-configured' ? 'mail not sent: SMTP_URL is unset' : 'mail sent');
    } catch (err) {
      // The database failed us; the lease makes the message due again later.
      this.log.warn({ ...about, reason: reason(err) }, 'mail outbox: cannot record the outcome');
    }
  }

  private async failed(row: Claimed, error: string): Promise<void> {
    const about = { outboxId: row.id, subject: row.subject, attempt: row.attempts, reason: error };
    if (row.attempts >= this.options.maxAttempts) {
      await this.db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      this.log.error(about, `mail given up after ${row.attempts} attempts`);
      return;
    }
    const retryInMs = retryDelayMs(row.attempts, this.options);
    await this.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(this.options.now().getTime() + retryInMs), lastError: error })
      .where(eq(mailOutbox.id, row.id));
    this.log.warn({ ...about, retryInMs }, 'mail delivery failed; will retry');
  }

  /** Hands claimed messages back untried (shutting down): due at once, the attempt not counted. */
  private async unclaim(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      await this.db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: this.options.now() })
        .where(inArray(mailOutbox.id, ids));
    } catch (err) {
      this.log.warn({ reason: reason(err) }, 'mail outbox: cannot hand back messages');
    }
  }
}

const addressedTo = (email: string) => eq(sql`lower(${mailOutbox.to})`, email.toLowerCase());

/**
 * Mail waiting for her: the outbox has no user column, so her messages are found by address.
 * Exported by subject and date; deleted with her account (by her or by an administrator).
 */
export const mailOutboxPersonalData: PersonalData = {
  owner: 'platform/mail-outbox.ts',
  tables: [],
  export: {
    pendingEmails: async (db, her) => {
      const rows = await db
        .select({ subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
        .from(mailOutbox)
        .where(addressedTo(her.email))
        .orderBy(asc(mailOutbox.createdAt));
      return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
    },
  },
  erase: async (tx, her) => {
    await tx.delete(mailOutbox).where(addressedTo(her.email));
  },
};
