import { describe, expect, it } from 'vitest';
import { createPendingWrites } from './pending-writes.ts';

/** A write noted for one user, done when the test says so. */
function queue() {
  const pending = new Map<string, { done: Promise<void>; finish: () => void }>();
  const write = (userId: string) => {
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    pending.set(userId, { done, finish });
  };
  return {
    write,
    finish: (userId: string) => pending.get(userId)?.finish(),
    settledFor: (userId: string) => pending.get(userId)?.done ?? Promise.resolve(),
  };
}

describe('her writes queued off her request (export and deletion wait for them)', () => {
  it('waits for every registered queue that holds a write of hers', async () => {
    const pending = createPendingWrites();
    const checks = queue();
    const usage = queue();
    pending.register(checks.settledFor);
    pending.register(usage.settledFor);
    checks.write('her');
    usage.write('her');
    let settled = false;
    const waiting = pending.settled('her').then(() => (settled = true));
    checks.finish('her');
    await checks.settledFor('her');
    expect(settled).toBe(false);
    usage.finish('her');
    await waiting;
    expect(settled).toBe(true);
  });

  it("does not wait for someone else's writes", async () => {
    const pending = createPendingWrites();
    const checks = queue();
    pending.register(checks.settledFor);
    checks.write('someone else');
    await expect(pending.settled('her')).resolves.toBeUndefined();
  });
});
