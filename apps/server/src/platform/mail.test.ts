import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../testing/test-app.ts';

interface Received {
  to: string[];
  body: string;
}

describe('account e-mails over SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let port: number;
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    smtp = new SMTPServer({
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
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
    // The real mailer (no override) pointed at the local SMTP server.
    t = await createTestApp();
    app = await buildApp(
      testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'BLOOM <no-reply@bloom.test>' }),
      {
        database: t.database,
      },
    );
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends "received, up to 48 hours" on signup and "you can now sign in" on approval', async () => {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'mail-me@example.com',
        password: 'a-strong-password',
        firstName: 'Rosa',
        lastName: 'Park',
        dateOfBirth: '1990-01-01',
        gender: 'female',
        isPregnant: true,
        pregnancyWeeks: 8,
      },
    });
    expect(signup.statusCode).toBe(201);
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.to).toEqual(['mail-me@example.com']);
    expect(received[0]!.body).toContain('48 hours');

    const admin = await t.createUser({ isAdmin: true });
    const id = signup.json().user.id as string;
    await app.inject({ method: 'POST', url: `/api/admin/users/${id}/approve`, headers: admin.headers });
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]!.body).toContain('you can now sign in');
    // With a sign-in link at PUBLIC_URL (its default here: localhost on PORT).
    expect(received[1]!.body).toContain('http://localhost:3000/login');
  });
});
