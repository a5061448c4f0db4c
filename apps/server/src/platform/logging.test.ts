import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';

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
      statement: expect.stringMatching(/^insert into "moods" .*values \(default, \$1, \$2/),
      constraint: 'forced_failure',
    });
    expect(JSON.stringify(errorLine)).not.toContain(user.id);
    const log = lines.join('\n');
    for (const secret of ['Heartbroken-secret', 'tag-secret', 'notes-secret', 'Failing row', 'params']) {
      expect(log).not.toContain(secret);
    }
  });
});
