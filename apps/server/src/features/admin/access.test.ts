import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { seedOneOfEach, seedPromoCode } from './test-kit.ts';

/** Every admin call, with real ids and bodies so an administrator's call succeeds. */
const ADMIN_ROUTES = [
  'GET /api/admin/users',
  'GET /api/admin/users/:id',
  'POST /api/admin/users/:id/approve',
  'POST /api/admin/users/:id/password-reset',
  'DELETE /api/admin/users/:id',
  'GET /api/admin/summary',
  'GET /api/admin/events',
  'GET /api/admin/events/:type/:id',
  'GET /api/admin/usage-stats',
  'GET /api/admin/usage-stats/daily',
  'GET /api/admin/chat-messages',
  'GET /api/admin/calendar-entries',
  'GET /api/admin/symptoms',
  'GET /api/admin/moods',
  'GET /api/admin/appointments',
  'GET /api/admin/kick-sessions',
  'GET /api/admin/contractions',
  'GET /api/admin/checklist-items',
  'GET /api/admin/weights',
  'GET /api/admin/audit-log',
  'GET /api/admin/promo-codes',
  'POST /api/admin/promo-codes',
  'POST /api/admin/promo-codes/:code/disable',
];

describe('admin access: administrators only', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let target: TestUser;
  let symptomId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true, isPregnant: false });
    user = await t.createUser();
    target = await t.createUser({ isApproved: false });
    symptomId = (await seedOneOfEach(t.database.db, target.id)).symptom;
    await seedPromoCode(t.database.db, { code: 'ACCESS', tokens: 1 });
  });
  afterAll(() => t.close());

  const call = (route: string, headers?: Record<string, string>) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'DELETE', string];
    const url = path.replace(':type/:id', `symptom/${symptomId}`).replace(':id', target.id).replace(':code', 'ACCESS');
    const payload = route === 'POST /api/admin/promo-codes' ? { code: 'NEWCODE', tokens: 1 } : undefined;
    return t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });
  };

  it('declares exactly these admin routes, each for administrators', () => {
    const declared = t.app.routeAccess.filter(
      (r) => r.url.startsWith('/api/admin/') && !r.url.startsWith('/api/admin/providers'),
    );
    expect(declared.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...ADMIN_ROUTES].sort());
    expect(declared.every((r) => r.access === 'admin')).toBe(true);
  });

  it('answers 401 to a signed-out caller on every admin route and records nothing', async () => {
    const before = await t.database.db.$count(auditLog);
    for (const route of ADMIN_ROUTES) {
      const res = await call(route);
      expect(res.statusCode, route).toBe(401);
      expect(res.body, route).not.toContain('Nausea');
    }
    expect(await t.database.db.$count(auditLog)).toBe(before);
  });

  it('answers 403 to a signed-in non-administrator on every admin route, reads and changes nothing', async () => {
    const before = await t.database.db.$count(auditLog);
    for (const route of ADMIN_ROUTES) {
      const res = await call(route, user.headers);
      expect(res.statusCode, route).toBe(403);
      expect(res.json(), route).toEqual({
        message: 'This area is for administrators only.',
        code: 'FORBIDDEN',
        requestId: expect.any(String),
      });
    }
    expect(await t.database.db.$count(auditLog)).toBe(before);
    // Her approve, remove, create and disable calls changed nothing.
    const profile = await t.app.inject({ url: `/api/admin/users/${target.id}`, headers: admin.headers });
    expect(profile.json().user).toMatchObject({ id: target.id, isApproved: false });
    const codes = (await t.app.inject({ url: '/api/admin/promo-codes', headers: admin.headers })).json().items;
    expect(codes).toEqual([expect.objectContaining({ code: 'ACCESS', disabledAt: null })]);
  });

  it('lets an administrator call every admin route', async () => {
    // Removing the user last, so the reads before it still find her.
    const removalLast = [...ADMIN_ROUTES].sort(
      (a, b) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')),
    );
    for (const route of removalLast) {
      const res = await call(route, admin.headers);
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
    }
  });
});
