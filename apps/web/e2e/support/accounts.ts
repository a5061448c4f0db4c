import { inject } from 'vitest';

interface NewUser {
  firstName?: string;
  lastName?: string;
  isPregnant?: boolean;
  pregnancyWeeks?: number | null;
}

/**
 * A client address of its own for each API call (the e2e server trusts X-Forwarded-For): the
 * journeys sign up more users than one address may in 15 minutes, as many real people would.
 */
const someClientAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(new URL(path, inject('baseUrl')), {
    method: init.method ?? 'GET',
    headers: {
      'x-forwarded-for': someClientAddress(),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** Signs a user up through the API; she waits for an administrator's approval. */
export async function createPendingUser(fields: NewUser = {}) {
  const email = `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'journey-password-1';
  const isPregnant = fields.isPregnant ?? true;
  const signup = await call('/api/auth/signup', {
    method: 'POST',
    body: {
      email,
      password,
      firstName: fields.firstName ?? 'Maya',
      lastName: fields.lastName ?? 'Lopez',
      phoneNumber: '',
      dateOfBirth: '1993-04-02',
      gender: 'female',
      isPregnant,
      pregnancyWeeks: isPregnant ? (fields.pregnancyWeeks ?? 18) : null,
    },
  });
  return { id: (signup.user as { id: string }).id, email, password };
}

/** A session token for an approved account, signed in through the API. */
export async function apiToken(email: string, password: string) {
  const login = await call('/api/auth/login', { method: 'POST', body: { email, password } });
  return login.token as string;
}

/** An API call as a signed-in person (e.g. logging a symptom for the admin to see). */
export const callAs = (token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  call(path, { ...init, token });

/** Signs a user up through the API and has the e2e administrator approve them. */
export async function createApprovedUser(fields: NewUser = {}) {
  const user = await createPendingUser(fields);
  const admin = await apiToken(inject('adminEmail'), inject('adminPassword'));
  await callAs(admin, `/api/admin/users/${user.id}/approve`, { method: 'POST' });
  return user;
}
