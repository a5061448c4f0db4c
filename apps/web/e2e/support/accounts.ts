import type { Page } from 'playwright-core';
import { inject } from 'vitest';

interface NewUser {
  firstName?: string;
  lastName?: string;
  isPregnant?: boolean;
  pregnancyWeeks?: number | null;
  email?: string;
  phoneNumber?: string;
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
  const email = fields.email ?? `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'journey-password-1';
  const isPregnant = fields.isPregnant ?? true;
  const signup = await call('/api/auth/signup', {
    method: 'POST',
    body: {
      email,
      password,
      firstName: fields.firstName ?? 'Maya',
      lastName: fields.lastName ?? 'Lopez',
      phoneNumber: fields.phoneNumber ?? '',
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

/** What she types on the sign-up page (the steps of issue 33). */
export interface SignUpFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  dateOfBirth?: string;
}

/** Sign-up step 1 (about you), filled, then Next; waits for step 2. */
export async function signUpAboutYou(page: Page, fields: SignUpFields) {
  await page.getByRole('heading', { name: /About you/ }).waitFor();
  await page.getByLabel('First name').fill(fields.firstName);
  await page.getByLabel('Last name').fill(fields.lastName);
  await page.getByLabel('Email').fill(fields.email);
  if (fields.phoneNumber) await page.getByLabel('Phone number').fill(fields.phoneNumber);
  await page.getByLabel('Date of birth').fill(fields.dateOfBirth ?? '1993-04-02');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: /Your pregnancy/ }).waitFor();
}

/** Sign-up step 3: the password, then 'Create Account' (step 2 done by the caller, then Next). */
export async function signUpPassword(page: Page, password: string) {
  await page.getByRole('heading', { name: /Password/ }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Signs up through the sign-up page's three steps at /signup (already open): `weeks` typed on the
 * pregnancy step, or "not pregnant" when null. Ends on the approval wait.
 */
export async function signUpInBrowser(page: Page, fields: SignUpFields & { password: string; weeks: string | null }) {
  await signUpAboutYou(page, fields);
  if (fields.weeks === null) await page.getByLabel('No', { exact: true }).check();
  else await page.getByLabel('How many weeks pregnant are you?').fill(fields.weeks);
  await page.getByRole('button', { name: 'Next' }).click();
  await signUpPassword(page, fields.password);
}
