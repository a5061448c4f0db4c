import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { testConfig } from '../testing/test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { createMailTransport, type MailMessage, type MailTransport } from './mail.ts';
import { MailOutbox, retryDelayMs } from './mail-outbox.ts';

const signupBody = (email: string) => ({
  email,
  password: 'a-strong-password',
  firstName: 'Rosa',
  lastName: 'Park',
  dateOfBirth: '1990-01-01',
  gender: 'female',
  isPregnant: true,
  pregnancyWeeks: 8,
});

/** A logger that keeps every line, to check what was said and that no address was. */
function recordingLog() {
  const lines: { level: string; msg: string; obj: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (obj: Record<string, unknown>, msg = '') =>
      lines.push({ level, msg, obj });
  const log = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as FastifyBaseLogger;
  return { log, lines, text: () => JSON.stringify(lines) };
}

/** Log lines as the app writes them (JSON, one a line). */
function logStream() {
  let text = '';
  return { stream: { write: (line: string) => void (text += line) }, text: () => text };
}

/** A real SMTP server that keeps what it received. */
async function smtpServer() {
  const received: { to: string[]; body: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (c: Buffer) => (body += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A mail server address that accepts TCP but never says a word while `hung`, and passes
 * connections through to a working SMTP server once `up`.
 */
async function switchableMailServer(workingPort: number) {
  const held = new Set<Socket>();
  let accepted = 0;
  let up = false;
  const server: Server = createServer((socket) => {
    accepted += 1;
    socket.on('error', () => undefined);
    if (!up) {
      held.add(socket);
      socket.once('close', () => held.delete(socket));
      return;
    }
    const upstream = connect(workingPort, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accepted: () => accepted,
    held: () => held.size,
    /** The server works from now on; connections it was holding are dropped. */
    recover() {
      up = true;
      for (const socket of held) socket.destroy();
    },
    close: () => {
      for (const socket of held) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('mail outbox: e-mail never blocks a request', () => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let mailServer: Awaited<ReturnType<typeof switchableMailServer>> | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await smtpServer();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await mailServer?.close();
    mailServer = undefined;
    await database.db.delete(mailOutbox);
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  const outboxRows = () =>
    database.db
      .select({ attempts: mailOutbox.attempts, lastError: mailOutbox.lastError, to: mailOutbox.to })
      .from(mailOutbox);

  it('answers a signup while the mail server hangs, and delivers the e-mail once the server works', async () => {
    const server = (mailServer = await switchableMailServer(smtp.port));
    const logs = logStream();
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      database,
      logStream: logs.stream,
      // Long SMTP timeouts: only the test decides when the hung attempt ends.
      mailer: createMailTransport({
        smtpUrl: server.url,
        from: 'BLOOM <no-reply@bloom.test>',
        timeouts: { greetingTimeout: 120_000 },
      }),
      mailOutbox: { backoffMs: 10, pollMs: 10 },
    });

    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody('hung-mail@example.com'),
    });
    expect(signup.statusCode).toBe(201);
    // The reply came first: the mail is still queued, and no attempt has finished.
    const [queued] = await outboxRows();
    expect(queued).toMatchObject({ to: 'hung-mail@example.com', lastError: null });
    // The attempt is under way, and the hung server holds it.
    await expect.poll(() => server.held()).toBe(1);
    expect(await outboxRows()).toEqual([{ to: 'hung-mail@example.com', attempts: 1, lastError: null }]);
    expect(smtp.received).toEqual([]);

    // The mail server drops the attempt and works again: the retry delivers, and the row goes.
    server.recover();
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0]!.to).toEqual(['hung-mail@example.com']);
    expect(smtp.received[0]!.body).toContain('48 hours');
    await expect.poll(() => outboxRows()).toEqual([]);
    expect(server.accepted()).toBe(2);

    const log = logs.text();
    expect(log).toContain('mail delivery failed; will retry');
    // The failure names its reason (a string under `err` used to read "a non-object was thrown").
    expect(log).not.toContain('a non-object was thrown');
    expect(log).toMatch(/"reason":"[^"]+".*mail delivery failed/);
    expect(log).toContain('mail sent');
    expect(log).not.toContain('hung-mail@example.com');
  });

  it('ends an attempt on a mail server that never answers at the greeting timeout', async () => {
    const server = (mailServer = await switchableMailServer(smtp.port));
    const transport = createMailTransport({
      smtpUrl: server.url,
      from: 'BLOOM <no-reply@bloom.test>',
      timeouts: { greetingTimeout: 200 },
    });
    await expect(transport.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toMatchObject({
      code: 'ETIMEDOUT',
    });
    expect(server.accepted()).toBe(1);
  });

  it('aborts an attempt under way when the app closes, and keeps the message for the next start', async () => {
    const server = (mailServer = await switchableMailServer(smtp.port));
    // Timeouts in SMTP_URL win over the defaults; a long one, so only closing ends the attempt.
    const smtpUrl = `${server.url}?greetingTimeout=120000`;
    app = await buildApp(testConfig({ SMTP_URL: smtpUrl }), { database });
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody('closing@example.com'),
    });
    expect(signup.statusCode).toBe(201);
    await expect.poll(() => server.held()).toBe(1);
    await app.close();
    app = undefined;
    // Handed back untried: the attempt is not counted, and it is due at once.
    expect(await outboxRows()).toEqual([{ to: 'closing@example.com', attempts: 0, lastError: null }]);

    // The next start delivers it.
    server.recover();
    app = await buildApp(testConfig({ SMTP_URL: smtpUrl }), { database });
    await expect.poll(() => smtp.received.map((m) => m.to[0])).toContain('closing@example.com');
    await expect.poll(() => outboxRows()).toEqual([]);
  });

  it('with SMTP_URL unset, notes the e-mail in the log without the address and keeps nothing', async () => {
    const logs = logStream();
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { database, logStream: logs.stream });
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody('no-smtp@example.com'),
    });
    expect(signup.statusCode).toBe(201);
    await expect.poll(() => logs.text()).toContain('mail not sent: SMTP_URL is unset');
    expect(logs.text()).toContain('we received your account request');
    expect(logs.text()).not.toContain('no-smtp@example.com');
    // Nothing left the server, so nothing may claim it was sent.
    expect(logs.text()).not.toContain('mail sent');
    await expect.poll(() => outboxRows()).toEqual([]);
  });
});

describe('mail outbox: retries', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.db.delete(mailOutbox);
  });
  afterAll(async () => {
    await database.close();
  });

  const message: MailMessage = { to: 'retry-me@example.com', subject: 'Your BLOOM account is approved', text: 'Hi' };

  /** A clock the test moves, and a transport that fails until told otherwise. */
  function setup(options: { maxAttempts?: number } = {}) {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const sent: MailMessage[] = [];
    const state = { failing: true, attempts: 0 };
    const transport: MailTransport = {
      async send(m) {
        state.attempts += 1;
        if (state.failing) {
          throw Object.assign(new Error(`550 <${m.to}>: Recipient address rejected`), { code: 'EENVELOPE' });
        }
        sent.push(m);
      },
    };
    const logs = recordingLog();
    const outbox = new MailOutbox(database.db, transport, logs.log, {
      backoffMs: 1_000,
      maxBackoffMs: 3_000,
      maxAttempts: options.maxAttempts ?? 10,
      now: () => new Date(now),
    });
    return {
      outbox,
      sent,
      state,
      logs,
      at: (ms: number) => (now = Date.parse('2030-01-01T00:00:00Z') + ms),
      row: async () =>
        (
          await database.db
            .select({ attempts: mailOutbox.attempts, next: mailOutbox.nextAttemptAt, lastError: mailOutbox.lastError })
            .from(mailOutbox)
        )[0],
    };
  }

  it('retries a failed attempt after a backoff that doubles up to its cap, then gives up and deletes it', async () => {
    const s = setup({ maxAttempts: 4 });
    await s.outbox.send(message); // queued only: the outbox was not started
    expect(s.state.attempts).toBe(0);

    const expectations = [
      { at: 0, next: 1_000 },
      { at: 1_000, next: 3_000 }, // 1 s, then 2 s
      { at: 3_000, next: 6_000 }, // 4 s capped at 3 s
    ];
    for (const [i, step] of expectations.entries()) {
      s.at(step.at - 1);
      await s.outbox.drain();
      expect(s.state.attempts).toBe(i); // not due yet
      s.at(step.at);
      await s.outbox.drain();
      expect(s.state.attempts).toBe(i + 1);
      expect(await s.row()).toEqual({
        attempts: i + 1,
        next: new Date(Date.parse('2030-01-01T00:00:00Z') + step.next),
        lastError: 'EENVELOPE: 550 <[address]>: Recipient address rejected',
      });
    }
    expect([1, 2, 3].map((n) => retryDelayMs(n, { backoffMs: 1_000, maxBackoffMs: 3_000 }))).toEqual([
      1_000, 2_000, 3_000,
    ]);

    s.at(6_000);
    await s.outbox.drain();
    expect(s.state.attempts).toBe(4);
    expect(await s.row()).toBeUndefined();
    expect(s.logs.lines.at(-1)).toMatchObject({ level: 'error', msg: 'mail given up after 4 attempts' });
    expect(s.logs.lines.filter((l) => l.msg === 'mail delivery failed; will retry')).toHaveLength(3);
    expect(s.logs.text()).not.toContain('retry-me@example.com');
  });

  it('delivers on the retry once the mail server accepts, exactly once', async () => {
    const s = setup();
    await s.outbox.send(message);
    s.at(0);
    await s.outbox.drain();
    s.state.failing = false;
    s.at(1_000);
    await s.outbox.drain();
    s.at(10_000);
    await s.outbox.drain();
    expect(s.sent).toEqual([message]);
    expect(await s.row()).toBeUndefined();
  });

  it('sends each message once when several instances drain together', async () => {
    const sent: string[] = [];
    // No send finishes before three are under way at once (12 messages in batches of 4 make
    // at least three claims), so the instances really deliver side by side.
    let sending = 0;
    let allSending = () => undefined as void;
    const together = new Promise<void>((resolve) => (allSending = resolve));
    const slow: MailTransport = {
      async send(m) {
        if (++sending >= 3) allSending();
        await together;
        sent.push(m.to);
      },
    };
    const outboxes = [1, 2, 3].map(() => new MailOutbox(database.db, slow, recordingLog().log, { batchSize: 4 }));
    const addresses = Array.from({ length: 12 }, (_, i) => `many-${i}@example.com`);
    for (const to of addresses) await outboxes[0]!.send({ ...message, to });
    await Promise.all(outboxes.flatMap((o) => [o.drain(), o.drain(), o.drain(), o.drain()]));
    expect(sent.toSorted()).toEqual(addresses.toSorted());
    expect(await database.db.select({ id: mailOutbox.id }).from(mailOutbox)).toEqual([]);
  });

  it('retries a message whose sender died mid-attempt once its lease has run out', async () => {
    const s = setup();
    s.state.failing = false;
    await s.outbox.send(message);
    // An instance claims it and never finishes (it was killed).
    const dying = new MailOutbox(database.db, { send: () => new Promise(() => undefined) }, recordingLog().log, {
      leaseMs: 60_000,
      now: () => new Date(Date.parse('2030-01-01T00:00:00Z')),
    });
    void dying.drain();
    await expect.poll(async () => (await s.row())?.attempts).toBe(1);

    s.at(59_999);
    await s.outbox.drain();
    expect(s.sent).toEqual([]);
    s.at(60_000);
    await s.outbox.drain();
    expect(s.sent).toEqual([message]);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, message.to))).toEqual([]);
  });
});
