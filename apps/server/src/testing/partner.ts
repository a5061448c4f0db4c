import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp, TestUser, TestUserFields } from './test-app.ts';

/**
 * A partner (not pregnant, "Sam") who asks to follow her through the API, and her approval:
 * the two are synced. `her` are her fields (pregnant at week 20 unless told otherwise).
 */
export async function syncedPartner(
  t: TestApp,
  her: TestUserFields | TestUser = { firstName: 'Maya' },
): Promise<{ partner: TestUser; her: TestUser }> {
  const partner = await t.createUser({ isPregnant: false, firstName: 'Sam' });
  const she = 'headers' in her ? her : await t.createUser(her);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/parent-sync/request',
    headers: partner.headers,
    payload: { partnerEmail: she.email },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const approved = await t.app.inject({
    method: 'POST',
    url: '/api/parent-sync/respond',
    headers: she.headers,
    payload: { requestId: sent.json().id, status: 'approved' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return { partner, her: she };
}

/** One write her partner tries, and how it is refused. */
export interface RefusedWrite {
  request: Omit<InjectOptions, 'headers'>;
  status: number;
  /** The refusal's message, when the test pins it. */
  message?: string;
}

/**
 * A synced partner reads and never writes (spec: the partner view is read-only): sends each of
 * `writes` as `partner`, expects each refused with its status (and message), and `herData()`
 * (what she reads of the records those writes aimed at) to be what it was before.
 */
export async function expectPartnerCannotWrite(
  app: FastifyInstance,
  partner: TestUser,
  writes: readonly RefusedWrite[],
  herData: () => Promise<unknown>,
): Promise<void> {
  const before = await herData();
  for (const { request, status, message } of writes) {
    const res = await app.inject({ ...request, headers: partner.headers } as InjectOptions);
    expect(res.statusCode, `${request.method ?? 'GET'} ${String(request.url)}: ${res.body}`).toBe(status);
    if (message !== undefined) expect(res.json().message).toBe(message);
  }
  expect(await herData()).toEqual(before);
}
