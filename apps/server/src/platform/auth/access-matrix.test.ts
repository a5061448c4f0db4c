import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** Fills path parameters with harmless values so the guard, not routing, decides the answer. */
function concrete(url: string) {
  return url
    .replace(/:id\b/g, SAMPLE_ID)
    .replace(/:upc\b/g, '036000291452')
    .replace(/\*$/, 'salmon')
    .replace(/:(\w+)/g, 'x');
}

describe('access matrix: every /api route × signed out, pending, user, admin', () => {
  let t: TestApp;
  let user: TestUser;
  let pending: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
    pending = await t.createUser({ isApproved: false });
    admin = await t.createUser({ isAdmin: true });
  });
  afterAll(() => t.close());

  it('knows the routes and every one declares its access', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(15);
    expect(t.app.routeAccess.map((r) => r.access).every((a) => ['public', 'user', 'admin'].includes(a))).toBe(true);
    // The only public calls are the ones that sign people in (or back in, after a forgotten password),
    // the due-date calculator that sign-up offers before there is an account (it stores nothing), her
    // calendar feed (its unguessable secret is the credential, decision 019) and the API description.
    expect(
      t.app.routeAccess
        .filter((r) => r.access === 'public')
        .map((r) => r.url)
        .sort(),
    ).toEqual([
      '/api/auth/login',
      '/api/auth/password-reset',
      '/api/auth/password-reset/confirm',
      '/api/auth/signup',
      '/api/calendar/feed/:secret.ics',
      '/api/docs',
      '/api/openapi.json',
      '/api/pregnancy/due-date',
    ]);
  });

  it('declares the provider routes: search, ZIP, directions and her own for users; the directory for admins', () => {
    const accessOf = (method: string, url: string) =>
      t.app.routeAccess.find((r) => r.method === method && r.url === url)?.access;
    expect(accessOf('GET', '/api/providers')).toBe('user');
    expect(accessOf('POST', '/api/providers/mine')).toBe('user');
    expect(accessOf('GET', '/api/zip-codes/search')).toBe('user');
    expect(accessOf('POST', '/api/clinics/directions')).toBe('user');
    expect(accessOf('POST', '/api/admin/providers')).toBe('admin');
    expect(accessOf('PATCH', '/api/admin/providers/:id')).toBe('admin');
    expect(accessOf('DELETE', '/api/admin/providers/:id')).toBe('admin');
  });

  it('declares every /api/admin route for administrators only', () => {
    const admin = t.app.routeAccess.filter((r) => r.url.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(15);
    expect(admin.filter((r) => r.access !== 'admin').map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('declares the partner-sync routes for signed-in users', () => {
    expect(
      t.app.routeAccess
        .filter((r) => r.url.startsWith('/api/parent-sync/'))
        .map((r) => `${r.access} ${r.method} ${r.url}`)
        .sort(),
    ).toEqual([
      'user DELETE /api/parent-sync/connection',
      'user GET /api/parent-sync/connection',
      'user GET /api/parent-sync/partner-data',
      'user GET /api/parent-sync/requests',
      'user POST /api/parent-sync/connection/pause',
      'user POST /api/parent-sync/connection/resume',
      'user POST /api/parent-sync/request',
      'user POST /api/parent-sync/respond',
    ]);
  });

  it('answers 401 to a signed-out caller and to a pending account on every protected route', async () => {
    for (const route of t.app.routeAccess.filter((r) => r.access !== 'public')) {
      const request = {
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' ? undefined : {},
      };
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${route.method} ${route.url} signed out`).toBe(401);
      const asPending = await t.app.inject({ ...request, headers: pending.headers });
      expect(asPending.statusCode, `${route.method} ${route.url} pending`).toBe(401);
    }
  });

  // The guard is added to each route as it is declared; Fastify adds a HEAD twin of every GET.
  it('guards the HEAD twin of every protected GET as it guards the GET', async () => {
    for (const route of t.app.routeAccess.filter((r) => r.access !== 'public' && r.method === 'GET')) {
      const request = { method: 'HEAD' as const, url: concrete(route.url) };
      expect((await t.app.inject(request)).statusCode, `HEAD ${route.url} signed out`).toBe(401);
      if (route.access === 'admin') {
        const asUser = await t.app.inject({ ...request, headers: user.headers });
        expect(asUser.statusCode, `HEAD ${route.url} as a user`).toBe(403);
      }
    }
  });

  it('answers 403 to a signed-in non-admin on every admin route, and lets the admin through', async () => {
    for (const route of t.app.routeAccess.filter((r) => r.access === 'admin')) {
      const request = { method: route.method as 'GET', url: concrete(route.url) };
      expect(
        (await t.app.inject({ ...request, headers: user.headers })).statusCode,
        `${route.method} ${route.url}`,
      ).toBe(403);
      const asAdmin = await t.app.inject({ ...request, headers: admin.headers });
      expect([200, 201, 400, 404], `${route.method} ${route.url} as admin`).toContain(asAdmin.statusCode);
    }
  });

  it('never answers 5xx to a signed-in user calling any route with an empty body', async () => {
    for (const route of t.app.routeAccess.filter((r) => r.access === 'user')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: user.headers,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });
});
