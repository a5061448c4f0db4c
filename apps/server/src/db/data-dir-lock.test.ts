import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

const cli = fileURLToPath(new URL('../cli/admin.ts', import.meta.url));

describe.runIf(process.env.TEST_DB !== 'postgres')('one owner per embedded database folder', () => {
  it('refuses a second opener in this process and in another process, and frees the folder on close', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bloom-lock-'));
    try {
      const db = await openPglite({ dataDir });
      await expect(openPglite({ dataDir })).rejects.toThrow(/in use by this process/);

      const other = spawnSync(process.execPath, [cli, 'create', 'ops@example.com'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(other.status).toBe(1);
      expect(other.stderr).toContain(`is in use by process ${process.pid}`);

      await db.close();
      expect(existsSync(join(dataDir, 'bloom.lock'))).toBe(false);
      const again = await openPglite({ dataDir });
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bloom-lock-'));
    try {
      // PIDs are capped well below this on Linux, so it cannot belong to a live process.
      writeFileSync(join(dataDir, 'bloom.lock'), '999999999');
      const release = lockDataDir(dataDir);
      release();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
