import { sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import { lazyRequestLogger, logDestination } from './logging.ts';

describe('logs of a full journey', () => {
  const lines: string[] = [];
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      database: t.database,
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('hold one line per request with route and status, and no e-mail, password, token or health text', async () => {
    const email = 'private.person@example.com';
    const password = 'very-secret-password';
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'x-request-id': 'journey-request-1' },
      payload: {
        email,
        password,
        firstName: 'Secret',
        lastName: 'Name',
        dateOfBirth: '1990-01-01',
        gender: 'female',
        isPregnant: true,
        pregnancyWeeks: 9,
      },
    });
    const admin = await t.createUser({ isAdmin: true });
    await app.inject({
      method: 'POST',
      url: `/api/admin/users/${signup.json().user.id}/approve`,
      headers: admin.headers,
    });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const token = login.json().token as string;
    await app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { firstName: 'Hidden' },
    });
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password-here' } });

    const log = lines.join('\n');
    expect(log).toContain('"route":"/api/auth/signup"');
    expect(log).toContain('"reqId":"journey-request-1"');
    expect(log).toContain('"status":401');
    for (const secret of [email, password, token, 'Secret', 'Hidden', 'wrong-password-here']) {
      expect(log).not.toContain(secret);
    }
  });

  it('hold only the code and the statement of a database error, never the values it carried', async () => {
    const user = await t.createUser();
    // This file's own database is made to refuse the row: a CHECK constraint the insert breaks.
    // PostgreSQL then reports "Failing row contains (<id>, <user id>, <mood>, …)" in the detail,
    // Drizzle repeats every parameter in its message, and PGlite keeps them on its error too.
    await t.database.db.execute(sql`alter table moods add constraint forced_failure check (notes is null) not valid`);
    lines.length = 0;
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/moods',
        headers: user.headers,
        payload: { mood: 'Heartbroken-secret', tags: ['tag-secret'], notes: 'notes-secret about my body' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'INTERNAL' });
    } finally {
      await t.database.db.execute(sql`alter table moods drop constraint forced_failure`);
    }

    const errorLine = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.level === 50);
    expect(errorLine?.err).toMatchObject({
      type: 'DatabaseError',
      code: '23514',
      statement: expect.stringMatching(/^insert into "moods" .*values \(\$1, \$2/),
      constraint: 'forced_failure',
    });
    expect(JSON.stringify(errorLine)).not.toContain(user.id);
    // Written through the request's own logger: it carries the request id its request line shows.
    const requestLine = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'request' && line.route === '/api/moods');
    expect(errorLine?.reqId).toEqual(expect.any(String));
    expect(requestLine?.reqId).toBe(errorLine?.reqId);
    const log = lines.join('\n');
    for (const secret of ['Heartbroken-secret', 'tag-secret', 'notes-secret', 'Failing row', 'params']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe("a request's logger", () => {
  it('is built on its first line only, with the request id bound', () => {
    const written: unknown[][] = [];
    const children: unknown[] = [];
    const write = (...args: unknown[]) => void written.push(args);
    const child = { level: 'info', fatal: write, error: write, warn: write, info: write, debug: write, trace: write };
    const parent = {
      ...child,
      silent: () => {},
      child: (bindings: unknown) => {
        children.push(bindings);
        return { ...child, silent: () => {}, child: () => parent };
      },
    } as unknown as FastifyBaseLogger;
    const logger = lazyRequestLogger(parent, { reqId: 'r-1' }, {});
    expect(children).toEqual([]);
    logger.warn({ reason: 'x' }, 'database unavailable');
    logger.error('again');
    expect(children).toEqual([{ reqId: 'r-1' }]);
    expect(written).toEqual([[{ reason: 'x' }, 'database unavailable'], ['again']]);
  });
});

describe('the log destination', () => {
  const file = () => join(mkdtempSync(join(tmpdir(), 'bloom-log-')), 'out.log');

  it('writes a quiet server’s line within its flush interval, and what is left when closed', async () => {
    const path = file();
    const { stream, ready, close } = logDestination(path);
    await ready;
    const logger = pino({ base: null }, stream);
    logger.info('first');
    // Held: one short line is far from a block.
    expect(readFileSync(path, 'utf8')).toBe('');
    await vi.waitFor(() => expect(readFileSync(path, 'utf8')).toContain('"msg":"first"'), { timeout: 5000 });
    logger.info('last');
    await close();
    expect(readFileSync(path, 'utf8')).toContain('"msg":"last"');
  });

  it('writes a busy server’s lines in blocks without waiting for the interval', async () => {
    const path = file();
    const { stream, ready, close } = logDestination(path);
    await ready;
    const logger = pino({ base: null }, stream);
    for (let i = 0; i < 100; i++) logger.info({ i }, 'request');
    await vi.waitFor(() => expect(readFileSync(path, 'utf8').length).toBeGreaterThan(4096), { timeout: 500 });
    await close();
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(100);
  });
});
