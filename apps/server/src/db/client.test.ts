import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite, secureDataDir } from './client.ts';
import { users } from './schema/index.ts';

describe('embedded database', () => {
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

  it('keeps DATA_DIR private: a fresh folder is 0700 and no file is open to group or others after a write', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'bloom-perm-'));
    const dataDir = join(parent, 'data');
    try {
      const database = await openPglite({ dataDir });
      await database.migrate();
      await database.db.insert(users).values({
        email: 'private@example.com',
        passwordHash: 'x',
        firstName: 'Private',
        lastName: 'Data',
        gender: 'female',
        isPregnant: false,
      });
      const whileOpen = openToOthers(dataDir);
      await database.close();

      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(whileOpen).toEqual([]);
      expect(openToOthers(dataDir)).toEqual([]);
      expect(readdirSync(dataDir, { recursive: true }).length).toBeGreaterThan(10);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 60_000);

  it('closes a folder an earlier version left readable (755 folder, 666 files)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bloom-perm-'));
    try {
      mkdirSync(join(dataDir, 'pg_wal'));
      writeFileSync(join(dataDir, 'pg_wal', 'segment'), 'a note in plain text');
      chmodSync(join(dataDir, 'pg_wal', 'segment'), 0o666);
      chmodSync(join(dataDir, 'pg_wal'), 0o755);
      chmodSync(dataDir, 0o755);
      secureDataDir(dataDir);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'pg_wal')).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'pg_wal', 'segment')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a folder other users can write to, naming it and the fix, before touching it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bloom-perm-'));
    try {
      chmodSync(dataDir, 0o777);
      await expect(openPglite({ dataDir })).rejects.toThrow(
        `Refusing to use DATA_DIR ${dataDir}: other users can write to it (mode 777). ` +
          `The embedded database must be private to the user running BLOOM. Fix it with: chmod 700 ${dataDir}`,
      );
      expect(statSync(dataDir).mode & 0o777).toBe(0o777);
      expect(existsSync(join(dataDir, 'bloom.lock'))).toBe(false);
      expect(readdirSync(dataDir)).toEqual([]);

      chmodSync(dataDir, 0o770);
      await expect(openPglite({ dataDir })).rejects.toThrow(/other users can write to it \(mode 770\)/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Paths under `dir` (itself included) with any permission bit for group or others. */
function openToOthers(dir: string): string[] {
  const paths = [dir, ...readdirSync(dir, { recursive: true }).map((p) => join(dir, String(p)))];
  return paths.filter((p) => !lstatSync(p).isSymbolicLink() && (lstatSync(p).mode & 0o077) !== 0);
}
