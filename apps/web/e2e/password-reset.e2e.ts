import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, PHONE, signIn } from './support/browser.ts';

/** One message as the SMTP receiver got it: envelope recipients, subject and decoded text. */
interface Received {
  to: string[];
  subject: string;
  text: string;
}

const ADMIN = { email: 'admin@reset.test', password: 'e2e-reset-admin-password' };

/** The body of a raw message, undoing quoted-printable (long lines such as the link are wrapped). */
function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
  const text = /^Content-Transfer-Encoding: quoted-printable$/im.test(head)
    ? body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : body;
  return { subject, text };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Forgot password → the e-mail, read from a local SMTP receiver → the link → a new password →
 * sign in. The journey runs its own instance of the built app (the shared one sends no mail),
 * with SMTP_URL at the receiver and PUBLIC_URL at the instance itself.
 */
describe('password reset journey in the real built app, with real e-mail', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let server: ChildProcess;
  let dataDir: string;
  let baseUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), ...parseMessage(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;

    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'bloom-e2e-reset-'));
    server = spawn(process.execPath, ['apps/server/src/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LIVE_DATA: 'off',
        LLM_BASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'BLOOM <no-reply@reset.test>',
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('BLOOM is running at')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function api<T>(path: string, body?: unknown, token?: string): Promise<T> {
    const res = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`POST ${path} → ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** An approved account, made through the API as a new user and the administrator would. */
  async function approvedUser() {
    const email = `rosa-${Date.now()}@example.com`;
    const password = 'first-journey-password';
    const { user } = await api<{ user: { id: string } }>('/api/auth/signup', {
      email,
      password,
      firstName: 'Rosa',
      lastName: 'Diaz',
      phoneNumber: '',
      dateOfBirth: '1992-06-01',
      gender: 'female',
      isPregnant: true,
      pregnancyWeeks: 22,
    });
    const { token } = await api<{ token: string }>('/api/auth/login', ADMIN);
    await api(`/api/admin/users/${user.id}/approve`, undefined, token);
    return { email, password };
  }

  const mailFor = (email: string, subject: string) =>
    received.find((m) => m.to.includes(email) && m.subject === subject);

  it('asks for a link on the login screen, follows it from the e-mail, chooses a new password and signs in', async () => {
    const rosa = await approvedUser();
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl });
    const page = await context.newPage();

    // Forgot password? on the login screen.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(rosa.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText('we have sent it a link').isVisible()).toBe(true);

    // The e-mail arrives at the SMTP receiver with a one-time link at PUBLIC_URL.
    await expect.poll(() => mailFor(rosa.email, 'Reset your BLOOM password')).toBeDefined();
    const mail = mailFor(rosa.email, 'Reset your BLOOM password')!;
    const link = /http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    expect(link!.startsWith(`${baseUrl}/reset-password?token=`)).toBe(true);

    // The link opens the reset page; the new password is typed twice.
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill('sunflower-harbour-31');
    await page.getByLabel('Confirm new password').fill('sunflower-harbour-31');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { name: 'Welcome back to BLOOM' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => page.getByText('Your password was changed.').isVisible()).toBe(true);

    // The old password no longer works; the new one does, and she lands on her home screen.
    await signIn(page, rosa.email, rosa.password);
    await expect.poll(() => page.getByText('Invalid email or password').isVisible()).toBe(true);
    await signIn(page, rosa.email, 'sunflower-harbour-31');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { name: /Hello, Rosa/ }).isVisible()).toBe(true);

    // She is told by e-mail, with the reset page (not a reply) as the way back if it was not her.
    await expect.poll(() => mailFor(rosa.email, 'Your BLOOM password was changed')).toBeDefined();
    const changed = mailFor(rosa.email, 'Your BLOOM password was changed')!;
    expect(changed.text).toContain(`${baseUrl}/forgot-password`);
    expect(changed.text).not.toMatch(/reply/i);

    // The link from the e-mail works only once.
    const again = await fetch(new URL('/api/auth/password-reset/confirm', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: new URL(link!).searchParams.get('token'), password: 'a-third-password-12' }),
    });
    expect(again.status).toBe(400);
    await context.close();
  });
});
