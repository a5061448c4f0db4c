import {
  PARTNER_EMAIL_INVALID_MESSAGE,
  PARTNER_EMAIL_REQUIRED_MESSAGE,
  ALREADY_SYNCED_MESSAGE,
  NOT_SYNCED_MESSAGE,
  SYNC_ALREADY_ANSWERED_MESSAGE,
  SYNC_PREGNANT_REQUESTER_MESSAGE,
  SYNC_REMOVED_TITLE,
  SYNC_REQUESTER_TAKEN_MESSAGE,
  SYNC_REQUEST_NOT_FOUND_MESSAGE,
  SYNC_RESPONDER_NOT_PREGNANT_MESSAGE,
  SYNC_SELF_REQUEST_MESSAGE,
  TOO_MANY_SYNC_REQUESTS_MESSAGE,
  syncConnectionListSchema,
  syncRequestListSchema,
  syncRequestSchema,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncConnections, syncRequests } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SYNC_REQUEST_LIMIT } from './service.ts';
import { syncCalls } from './test-kit.ts';

describe('partner sync: requests, answers and the connection', () => {
  let t: TestApp;
  let sync: ReturnType<typeof syncCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    sync = syncCalls(t);
  });
  afterAll(() => t.close());

  describe('sending a request', () => {
    it('a partner who is not pregnant asks by e-mail; she sees it pending, the pregnant user sees who asks', async () => {
      const sam = await sync.partner();
      const maya = await sync.mother();
      const res = await sync.as(sam).request(`  ${maya.email.toUpperCase()} `);
      expect(res.statusCode).toBe(201);
      const sent = syncRequestSchema.parse(res.json());
      expect(sent).toMatchObject({
        status: 'pending',
        requesterId: sam.id,
        requesterName: 'Sam Lee',
        requesterEmail: sam.email,
        partnerId: null,
        partnerName: null,
        partnerEmail: null,
      });
      expect(syncRequestListSchema.parse((await sync.as(sam).requests()).json())).toEqual([sent]);
      expect(syncRequestListSchema.parse((await sync.as(maya).requests()).json())).toEqual([
        { ...sent, partnerId: maya.id, partnerName: 'Maya Lopez', partnerEmail: maya.email },
      ]);
    });

    it('answers a request to an e-mail without an account exactly like one with an account, and shows it pending', async () => {
      const known = await sync.mother();
      const [a, b] = [await sync.partner(), await sync.partner()];
      const testStarted = Date.now();
      const toKnown = await sync.as(a).request(known.email);
      const toUnknown = await sync.as(b).request('nobody-here@example.com');
      const answeredBy = Date.now();
      const comparable = (res: typeof toKnown, who: typeof a) => {
        const { id, requestedAt, requesterId, requesterEmail, ...rest } = res.json();
        expect([id, requesterId, requesterEmail]).toEqual([expect.any(String), who.id, who.email]);
        // Stamped by the request itself: between the test's start and its answer.
        expect(Date.parse(requestedAt)).toBeGreaterThanOrEqual(testStarted);
        expect(Date.parse(requestedAt)).toBeLessThanOrEqual(answeredBy);
        return { status: res.statusCode, headers: Object.keys(res.headers).sort(), body: rest };
      };
      expect(comparable(toUnknown, b)).toEqual(comparable(toKnown, a));
      // Reloading tells her no more: her waiting request reads the same either way.
      const listed = async (who: typeof a) => {
        const [only, ...more] = syncRequestListSchema.parse((await sync.as(who).requests()).json());
        expect(more).toEqual([]);
        return { status: only!.status, partnerName: only!.partnerName, partnerEmail: only!.partnerEmail };
      };
      expect(await listed(b)).toEqual(await listed(a));
      expect(await listed(b)).toEqual({ status: 'pending', partnerName: null, partnerEmail: null });
    });

    it('a request to an e-mail without an account can be answered by nobody, the requester included', async () => {
      const sam = await sync.partner();
      const sent = (await sync.as(sam).request('not-a-member@example.com')).json();
      const res = await sync.as(sam).respond(sent.id, 'approved');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SYNC_REQUEST_NOT_FOUND_MESSAGE);
      expect(syncConnectionListSchema.parse((await sync.as(sam).connection()).json())).toEqual([]);
    });

    it('reaches the person who later signs up with that e-mail, and she can approve it', async () => {
      const sam = await sync.partner();
      const email = `later-${Date.now()}@example.com`;
      const sent = (await sync.as(sam).request(email.toUpperCase())).json();
      const maya = await sync.mother({ email });
      const incoming = (await sync.as(maya).requests()).json();
      expect(incoming.map((r: { id: string }) => r.id)).toEqual([sent.id]);
      expect((await sync.as(maya).respond(sent.id, 'approved')).statusCode).toBe(200);
      expect(syncConnectionListSchema.parse((await sync.as(sam).connection()).json())).toHaveLength(1);
    });

    it('a new request replaces her waiting one', async () => {
      const sam = await sync.partner();
      const [first, second] = [await sync.mother(), await sync.mother()];
      const old = (await sync.as(sam).request(first.email)).json();
      const now = (await sync.as(sam).request(second.email)).json();
      expect((await sync.as(first).requests()).json()).toEqual([]);
      expect((await sync.as(second).requests()).json().map((r: { id: string }) => r.id)).toEqual([now.id]);
      expect((await sync.as(first).respond(old.id, 'approved')).statusCode).toBe(404);
    });

    it('refuses her own e-mail', async () => {
      const sam = await sync.partner();
      const res = await sync.as(sam).request(sam.email.toUpperCase());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: SYNC_SELF_REQUEST_MESSAGE,
        fields: { partnerEmail: SYNC_SELF_REQUEST_MESSAGE },
      });
      expect((await sync.as(sam).requests()).json()).toEqual([]);
    });

    it('refuses a request from a pregnant user', async () => {
      const maya = await sync.mother();
      const other = await sync.mother();
      const res = await sync.as(maya).request(other.email);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SYNC_PREGNANT_REQUESTER_MESSAGE);
      expect((await sync.as(other).requests()).json()).toEqual([]);
    });

    it('refuses a partner who is already synced', async () => {
      const { follower } = await sync.synced();
      const another = await sync.mother();
      const res = await sync.as(follower).request(another.email);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ALREADY_SYNCED_MESSAGE);
      expect((await sync.as(another).requests()).json()).toEqual([]);
    });

    it.each([
      ['', PARTNER_EMAIL_REQUIRED_MESSAGE],
      ['   ', PARTNER_EMAIL_REQUIRED_MESSAGE],
      [undefined, PARTNER_EMAIL_REQUIRED_MESSAGE],
      ['not-an-email', PARTNER_EMAIL_INVALID_MESSAGE],
      [`${'a'.repeat(250)}@example.com`, PARTNER_EMAIL_INVALID_MESSAGE],
    ])('refuses the e-mail %j with “%s”', async (partnerEmail, message) => {
      const sam = await sync.partner();
      const res = await sync.as(sam).request(partnerEmail);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { partnerEmail: message } });
    });

    it(`allows ${SYNC_REQUEST_LIMIT.requests} requests an hour, then answers 429`, async () => {
      const sam = await sync.partner();
      for (let i = 0; i < SYNC_REQUEST_LIMIT.requests; i++) {
        expect((await sync.as(sam).request(`someone-${i}@example.com`)).statusCode).toBe(201);
      }
      const res = await sync.as(sam).request('one-more@example.com');
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(TOO_MANY_SYNC_REQUESTS_MESSAGE);
    });
  });

  describe('answering a request', () => {
    it('the pregnant user approves: both see the sync with the other’s name, e-mail and date', async () => {
      const sam = await sync.partner();
      const maya = await sync.mother();
      const sent = (await sync.as(sam).request(maya.email)).json();
      const beforeApproval = Date.now();
      const res = await sync.as(maya).respond(sent.id, 'approved');
      const afterApproval = Date.now();
      expect(res.statusCode).toBe(200);
      expect(syncRequestSchema.parse(res.json())).toMatchObject({ id: sent.id, status: 'approved' });

      const mine = syncConnectionListSchema.parse((await sync.as(sam).connection()).json());
      expect(mine).toEqual([
        {
          isParent: false,
          partnerId: maya.id,
          partnerName: 'Maya Lopez',
          partnerEmail: maya.email,
          connectedAt: expect.any(String),
          pausedAt: null,
        },
      ]);
      // Connected by the approval itself.
      expect(Date.parse(mine[0]!.connectedAt)).toBeGreaterThanOrEqual(beforeApproval);
      expect(Date.parse(mine[0]!.connectedAt)).toBeLessThanOrEqual(afterApproval);
      expect(syncConnectionListSchema.parse((await sync.as(maya).connection()).json())).toEqual([
        {
          isParent: true,
          partnerId: sam.id,
          partnerName: 'Sam Lee',
          partnerEmail: sam.email,
          connectedAt: mine[0]!.connectedAt,
          pausedAt: null,
        },
      ]);
      // Answered requests leave both lists; the sync shows instead.
      expect((await sync.as(maya).requests()).json()).toEqual([]);
      expect((await sync.as(sam).requests()).json()).toEqual([]);
    });

    it('the pregnant user declines: no sync, and the requester sees it declined', async () => {
      const sam = await sync.partner();
      const maya = await sync.mother();
      const sent = (await sync.as(sam).request(maya.email)).json();
      const res = await sync.as(maya).respond(sent.id, 'rejected');
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('rejected');
      expect((await sync.as(sam).connection()).json()).toEqual([]);
      expect((await sync.as(maya).connection()).json()).toEqual([]);
      expect((await sync.as(maya).requests()).json()).toEqual([]);
      expect((await sync.as(sam).requests()).json()).toEqual([
        expect.objectContaining({ id: sent.id, status: 'rejected' }),
      ]);
      expect((await sync.as(sam).partnerData()).statusCode).toBe(404);
    });

    it.each([
      ['approved', 'rejected'],
      ['rejected', 'approved'],
      ['approved', 'approved'],
    ] as const)('a request cannot be answered twice (%s, then %s)', async (first, second) => {
      const sam = await sync.partner();
      const maya = await sync.mother();
      const sent = (await sync.as(sam).request(maya.email)).json();
      expect((await sync.as(maya).respond(sent.id, first)).statusCode).toBe(200);
      const again = await sync.as(maya).respond(sent.id, second);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(SYNC_ALREADY_ANSWERED_MESSAGE);
      expect((await sync.as(sam).connection()).json()).toHaveLength(first === 'approved' ? 1 : 0);
    });

    it('only the pregnant user addressed can respond: someone else’s request is not found', async () => {
      const sam = await sync.partner();
      const maya = await sync.mother();
      const stranger = await sync.mother();
      const sent = (await sync.as(sam).request(maya.email)).json();
      for (const who of [stranger, sam]) {
        const res = await sync.as(who).respond(sent.id, 'approved');
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(SYNC_REQUEST_NOT_FOUND_MESSAGE);
      }
      expect((await sync.as(sam).connection()).json()).toEqual([]);
      expect((await sync.as(maya).requests()).json()).toEqual([
        expect.objectContaining({ id: sent.id, status: 'pending' }),
      ]);
    });

    it('an addressee who is not pregnant cannot respond', async () => {
      const sam = await sync.partner();
      const alex = await sync.partner({ firstName: 'Alex' });
      const sent = (await sync.as(sam).request(alex.email)).json();
      const res = await sync.as(alex).respond(sent.id, 'approved');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SYNC_RESPONDER_NOT_PREGNANT_MESSAGE);
      expect((await sync.as(sam).connection()).json()).toEqual([]);
    });

    it('one sync per partner: approving a requester who follows someone else by now is refused', async () => {
      const sam = await sync.partner();
      const [maya, nora] = [await sync.mother(), await sync.mother()];
      const toMaya = (await sync.as(sam).request(maya.email)).json();
      // Meanwhile Sam came to follow Nora (as if by a second request answered first).
      await t.database.db.insert(syncConnections).values({ parentId: nora.id, partnerId: sam.id });
      const res = await sync.as(maya).respond(toMaya.id, 'approved');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(SYNC_REQUESTER_TAKEN_MESSAGE);
      // Nothing changed: the request still waits, and Sam still follows only Nora.
      expect((await sync.as(maya).requests()).json()).toEqual([
        expect.objectContaining({ id: toMaya.id, status: 'pending' }),
      ]);
      expect((await sync.as(sam).connection()).json()).toEqual([expect.objectContaining({ partnerEmail: nora.email })]);
    });

    it('one sync per partner and pair even when two approvals race', async () => {
      const sam = await sync.partner();
      const [maya, nora] = [await sync.mother(), await sync.mother()];
      const rows = await t.database.db
        .insert(syncRequests)
        .values([
          { requesterId: sam.id, partnerId: maya.id },
          { requesterId: sam.id, partnerId: nora.id },
        ])
        .returning({ id: syncRequests.id });
      const answers = await Promise.all([
        sync.as(maya).respond(rows[0]!.id, 'approved'),
        sync.as(nora).respond(rows[1]!.id, 'approved'),
      ]);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 404 || s === 409)).toBe(true);
      expect((await sync.as(sam).connection()).json()).toHaveLength(1);
    });

    it.each([
      [{ requestId: 'nope', status: 'approved' }, 'requestId', 'Invalid id'],
      [{ requestId: '00000000-0000-4000-8000-000000000000', status: 'maybe' }, 'status', 'Choose approved or rejected'],
    ])('refuses a malformed answer %j', async (payload, field, message) => {
      const maya = await sync.mother();
      const res = await sync.as(maya).respond(payload.requestId, payload.status);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    });
  });

  describe('removing the sync', () => {
    it('the partner removes it: nothing is shared any more and the connection is gone for both', async () => {
      const { follower, pregnant } = await sync.synced();
      expect((await sync.as(follower).partnerData()).statusCode).toBe(200);
      const res = await sync.as(follower).remove();
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SYNC_REMOVED_TITLE);
      const after = await sync.as(follower).partnerData();
      expect(after.statusCode).toBe(404);
      expect(after.json().message).toBe(NOT_SYNCED_MESSAGE);
      expect((await sync.as(follower).connection()).json()).toEqual([]);
      expect((await sync.as(pregnant).connection()).json()).toEqual([]);
      // Removing again finds nothing; she may ask again later.
      expect((await sync.as(follower).remove()).statusCode).toBe(404);
      expect((await sync.as(follower).request(pregnant.email)).statusCode).toBe(201);
    });

    // The pregnant side ends it too (beyond spec §4): see her-controls.test.ts.

    it('someone with no sync is told so', async () => {
      const loner = await sync.partner();
      const res = await sync.as(loner).remove();
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOT_SYNCED_MESSAGE);
    });
  });
});
