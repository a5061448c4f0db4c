import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { users } from './schema/index.ts';

describe.runIf(process.env.TEST_DB !== 'postgres')('embedded database', () => {
  it('keeps its data when the server stops and starts again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bloom-persist-'));
    try {
      const first = await openPglite({ dataDir });
      await first.migrate();
      await first.db.insert(users).values({
        email: 'kept@example.com',
        passwordHash: 'x',
        firstName: 'Kept',
        lastName: 'Data',
        gender: 'female',
        isPregnant: false,
      });
      await first.close();

      const second = await openPglite({ dataDir });
      await second.migrate(); // a second start re-runs migrations harmlessly
      const rows = await second.db.select({ email: users.email }).from(users);
      await second.close();
      expect(rows).toEqual([{ email: 'kept@example.com' }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
