import {
  ErrorCode,
  NOT_SYNCED_MESSAGE,
  NO_FOLLOWERS_MESSAGE,
  PARTNER_VIEW_PAUSED_MESSAGE,
  SHARING_PAUSED_TITLE,
  SHARING_RESUMED_TITLE,
  SYNC_NOT_FOUND_MESSAGE,
  SYNC_REMOVED_TITLE,
  syncConnectionListSchema,
  userExportSchema,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { followedSymptoms } from '../../testing/personal-data.ts';
import { syncCalls } from './test-kit.ts';

/*
 * Beyond spec §4 (docs/product-decisions.md, "She controls who sees her data"): the pregnant user
 * ends a partner's access herself, one partner or all of them, and pauses sharing without ending it.
 */
describe('partner sync: she controls who sees her data', () => {
  let t: TestApp;
  let sync: ReturnType<typeof syncCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    sync = syncCalls(t);
  });
  afterAll(() => t.close());

  const connectionsOf = async (user: Parameters<typeof sync.as>[0]) =>
    syncConnectionListSchema.parse((await sync.as(user).connection()).json());

  describe('ending access', () => {
    it('she ends her only partner’s access: his next read is refused and the sync is gone for both', async () => {
      const { follower, pregnant } = await sync.synced();
      expect((await sync.as(follower).partnerData()).statusCode).toBe(200);
      const res = await sync.as(pregnant).remove(follower.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SYNC_REMOVED_TITLE);
      const after = await sync.as(follower).partnerData();
      expect(after.statusCode).toBe(404);
      // He is told it ended, not who ended it or why.
      expect(after.json().message).toBe(NOT_SYNCED_MESSAGE);
      expect(await connectionsOf(follower)).toEqual([]);
      expect(await connectionsOf(pregnant)).toEqual([]);
      // Nothing comes back by itself: he has to ask again, and she to approve.
      expect((await sync.as(follower).request(pregnant.email)).statusCode).toBe(201);
      expect((await sync.as(follower).partnerData()).statusCode).toBe(404);
    });

    it('she ends one partner’s access and the other keeps his', async () => {
      const { follower: sam, pregnant } = await sync.synced();
      const ben = await sync.follow(pregnant, { firstName: 'Ben' });
      expect((await sync.as(pregnant).remove(sam.id)).statusCode).toBe(200);
      expect((await sync.as(sam).partnerData()).statusCode).toBe(404);
      expect((await sync.as(ben).partnerData()).statusCode).toBe(200);
      expect((await connectionsOf(pregnant)).map((c) => c.partnerId)).toEqual([ben.id]);
    });

    it('without a partner named she ends every partner’s access at once', async () => {
      const { follower: sam, pregnant } = await sync.synced();
      const ben = await sync.follow(pregnant, { firstName: 'Ben' });
      expect(await connectionsOf(pregnant)).toHaveLength(2);
      expect((await sync.as(pregnant).remove()).statusCode).toBe(200);
      for (const partner of [sam, ben]) {
        expect((await sync.as(partner).partnerData()).statusCode).toBe(404);
        expect(await connectionsOf(partner)).toEqual([]);
      }
      expect(await connectionsOf(pregnant)).toEqual([]);
      // Nothing left to end.
      const again = await sync.as(pregnant).remove();
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(NOT_SYNCED_MESSAGE);
    });

    it('the partner still ends his own sync by naming her, or with no one named', async () => {
      const { follower, pregnant } = await sync.synced();
      expect((await sync.as(follower).remove(pregnant.id)).statusCode).toBe(200);
      expect(await connectionsOf(pregnant)).toEqual([]);
    });

    it('someone else cannot end (or even find) her sync: 404 and nothing changes', async () => {
      const { follower, pregnant } = await sync.synced();
      const { follower: otherPartner, pregnant: otherMother } = await sync.synced();
      for (const [stranger, target] of [
        [otherMother, follower.id],
        [otherPartner, follower.id],
        [otherPartner, pregnant.id],
      ] as const) {
        const res = await sync.as(stranger).remove(target);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(SYNC_NOT_FOUND_MESSAGE);
      }
      expect((await sync.as(follower).partnerData()).statusCode).toBe(200);
      expect((await sync.as(otherPartner).partnerData()).statusCode).toBe(200);
      // Naming herself or an unknown id ends nothing either.
      expect((await sync.as(pregnant).remove(pregnant.id)).statusCode).toBe(404);
      expect((await sync.as(pregnant).remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect(await connectionsOf(pregnant)).toHaveLength(1);
    });

    it('refuses a malformed partner id with 400 and ends nothing', async () => {
      const { follower, pregnant } = await sync.synced();
      const res = await sync.as(pregnant).remove('not-an-id');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.partnerId).toBe('Invalid id');
      expect((await sync.as(follower).partnerData()).statusCode).toBe(200);
    });

    it('is for signed-in users only', async () => {
      expect((await t.app.inject({ method: 'DELETE', url: '/api/parent-sync/connection' })).statusCode).toBe(401);
      for (const action of ['pause', 'resume']) {
        const res = await t.app.inject({ method: 'POST', url: `/api/parent-sync/connection/${action}` });
        expect(res.statusCode).toBe(401);
      }
    });
  });

  describe('pausing sharing', () => {
    it('while paused his view is refused and says only that sharing is paused; resuming shows it again', async () => {
      const { follower, pregnant } = await sync.synced();
      await t.app.inject({
        method: 'POST',
        url: '/api/symptoms',
        headers: pregnant.headers,
        payload: { name: 'Heartburn', severity: 2 },
      });
      const paused = await sync.as(pregnant).pause(follower.id);
      expect(paused.statusCode).toBe(200);
      expect(paused.json().message).toBe(SHARING_PAUSED_TITLE);

      const refused = await sync.as(follower).partnerData();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: PARTNER_VIEW_PAUSED_MESSAGE, code: ErrorCode.syncPaused });
      expect(refused.body).not.toContain('Heartburn');
      // Every query of the view honours the pause, not only the first one it makes.
      expect(await followedSymptoms(t.database.db, follower.id, 3)).toEqual([]);
      // Both still see the sync, marked paused; he cannot send a new request while it stands.
      const [hers] = await connectionsOf(pregnant);
      expect(hers).toMatchObject({ partnerId: follower.id, pausedAt: expect.any(String) });
      const [his] = await connectionsOf(follower);
      expect(his!.pausedAt).toBe(hers!.pausedAt);
      expect((await sync.as(follower).request(pregnant.email)).statusCode).toBe(409);

      // Her export says so too.
      const exported = userExportSchema.parse(
        (await t.app.inject({ url: '/api/user/export', headers: pregnant.headers })).json(),
      );
      expect(exported.syncConnections).toEqual([expect.objectContaining({ role: 'parent', pausedAt: hers!.pausedAt })]);

      // Pausing again keeps the first pause's time.
      expect((await sync.as(pregnant).pause(follower.id)).statusCode).toBe(200);
      expect((await connectionsOf(pregnant))[0]!.pausedAt).toBe(hers!.pausedAt);

      const resumed = await sync.as(pregnant).resume(follower.id);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json().message).toBe(SHARING_RESUMED_TITLE);
      const back = await sync.as(follower).partnerData();
      expect(back.statusCode).toBe(200);
      expect(back.json().recentSymptoms.map((s: { name: string }) => s.name)).toEqual(['Heartburn']);
      expect((await connectionsOf(pregnant))[0]!.pausedAt).toBeNull();
    });

    it('without a partner named she pauses and resumes everyone; one partner can be paused alone', async () => {
      const { follower: sam, pregnant } = await sync.synced();
      const ben = await sync.follow(pregnant, { firstName: 'Ben' });
      expect((await sync.as(pregnant).pause()).statusCode).toBe(200);
      expect((await sync.as(sam).partnerData()).statusCode).toBe(403);
      expect((await sync.as(ben).partnerData()).statusCode).toBe(403);
      expect((await sync.as(pregnant).resume()).statusCode).toBe(200);
      expect((await sync.as(sam).partnerData()).statusCode).toBe(200);

      expect((await sync.as(pregnant).pause(ben.id)).statusCode).toBe(200);
      expect((await sync.as(sam).partnerData()).statusCode).toBe(200);
      expect((await sync.as(ben).partnerData()).statusCode).toBe(403);
      // She can end a paused sync too.
      expect((await sync.as(pregnant).remove(ben.id)).statusCode).toBe(200);
      expect((await sync.as(ben).partnerData()).statusCode).toBe(404);
    });

    it('only she pauses: the partner, a stranger or a wrong id get 404 and nothing changes', async () => {
      const { follower, pregnant } = await sync.synced();
      const stranger = await sync.mother();
      const partnerPause = await sync.as(follower).pause();
      expect(partnerPause.statusCode).toBe(404);
      expect(partnerPause.json().message).toBe(NO_FOLLOWERS_MESSAGE);
      expect((await sync.as(follower).pause(pregnant.id)).statusCode).toBe(404);
      const strangerPause = await sync.as(stranger).pause(follower.id);
      expect(strangerPause.statusCode).toBe(404);
      expect(strangerPause.json().message).toBe(SYNC_NOT_FOUND_MESSAGE);
      expect((await sync.as(stranger).resume(follower.id)).statusCode).toBe(404);
      expect((await sync.as(pregnant).pause('nope')).statusCode).toBe(400);
      expect((await sync.as(follower).partnerData()).statusCode).toBe(200);
      expect((await connectionsOf(pregnant))[0]!.pausedAt).toBeNull();

      // And a stranger cannot resume what she paused.
      await sync.as(pregnant).pause(follower.id);
      expect((await sync.as(stranger).resume(follower.id)).statusCode).toBe(404);
      expect((await sync.as(stranger).resume()).statusCode).toBe(404);
      expect((await sync.as(follower).resume()).statusCode).toBe(404);
      expect((await sync.as(follower).partnerData()).statusCode).toBe(403);
    });
  });

  // Several instances need Redis (README): the partner view is cached per instance and her
  // change reaches the other instance's cache through it.
  describe.runIf(process.env.TEST_REDIS_URL)('on several instances', () => {
    it('ending or pausing on one instance refuses his next read on another at once', async () => {
      const config = testConfig({ REDIS_URL: process.env.TEST_REDIS_URL! });
      const [a, b] = [
        await buildApp(config, { database: t.database }),
        await buildApp(config, { database: t.database }),
      ];
      try {
        const { follower, pregnant } = await sync.synced();
        const read = () =>
          b.inject({ url: '/api/parent-sync/partner-data', headers: follower.headers }).then((r) => r.statusCode);
        expect(await read()).toBe(200);
        const pause = await a.inject({
          method: 'POST',
          url: '/api/parent-sync/connection/pause',
          headers: pregnant.headers,
        });
        expect(pause.statusCode).toBe(200);
        expect(await read()).toBe(403);
        await a.inject({ method: 'POST', url: '/api/parent-sync/connection/resume', headers: pregnant.headers });
        expect(await read()).toBe(200);
        const removed = await a.inject({
          method: 'DELETE',
          url: '/api/parent-sync/connection',
          query: { partnerId: follower.id },
          headers: pregnant.headers,
        });
        expect(removed.statusCode).toBe(200);
        expect(await read()).toBe(404);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
});
