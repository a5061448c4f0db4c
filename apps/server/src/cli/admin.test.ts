import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';

const cli = fileURLToPath(new URL('./admin.ts', import.meta.url));

// The operator command works on the embedded database of a stopped server, so it runs on PGlite only.
// Each test runs the command up to seven times, each a real process that loads the server's code
// and opens the database: on a loaded machine that outlasts the 30 s a test usually gets (34 s
// under a CPU burner; 148 s under the burner with the journeys beside it, about 20 s a process),
// so the limit is 30 s a process, enough to mark one that is stuck.
const REAL_PROCESSES_MS = 7 * 30_000;

describe('npm run admin', { timeout: REAL_PROCESSES_MS }, () => {
  it('creates an administrator with a printed password, and promotes only existing accounts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bloom-cli-'));
    try {
      const run = (...args: string[]) =>
        spawnSync(process.execPath, [cli, ...args], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '' },
          encoding: 'utf8',
        });

      const created = run('create', 'Ops@Example.com');
      expect(created.status).toBe(0);
      expect(created.stdout).toMatch(/Administrator ops@example.com created/);
      expect(created.stdout).toMatch(/Password \(shown once\): \S{12,}/);

      const missing = run('promote', 'nobody@example.com');
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('No account uses nobody@example.com');

      const usage = run('delete', 'x@example.com');
      expect(usage.status).toBe(2);

      const db = await openPglite({ dataDir });
      const admins = await db.db.query.users.findMany({ columns: { email: true, isAdmin: true, isApproved: true } });
      await db.close();
      expect(admins).toEqual([{ email: 'ops@example.com', isAdmin: true, isApproved: true }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('creates and changes promo codes, refusing malformed ones', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bloom-cli-'));
    try {
      const run = (...args: string[]) =>
        spawnSync(process.execPath, [cli, ...args], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          encoding: 'utf8',
        });

      const created = run('promo', 'spring25', '3', '--max', '100', '--expires', '2099-06-30');
      expect(created.stderr).toBe('');
      expect(created.status).toBe(0);
      expect(created.stdout).toBe(
        'Promo code SPRING25 created: 3 bonus tokens, at most 100 redemptions, valid until 2099-07-01T00:00:00.000Z; each user redeems it once.\n',
      );
      const changed = run('promo', 'SPRING25', '1');
      expect(changed.stdout).toBe(
        'Promo code SPRING25 updated: 1 bonus token, no total limit, no expiry; each user redeems it once.\n',
      );

      expect(run('promo', 'SPRING25').status).toBe(2);
      const badTokens = run('promo', 'X', 'many');
      expect(badTokens.status).toBe(2);
      expect(badTokens.stderr).toContain('Tokens must be a whole number');
      const badDate = run('promo', 'X', '1', '--expires', '30/06/2027');
      expect(badDate.status).toBe(2);
      expect(badDate.stderr).toContain('--expires must be a date written YYYY-MM-DD, from today to 100 years ahead.');
      const pastDate = run('promo', 'X', '1', '--expires', '2020-01-01');
      expect(pastDate.status).toBe(2);
      expect(pastDate.stderr).toContain('--expires must be a date written YYYY-MM-DD, from today to 100 years ahead.');

      const db = await openPglite({ dataDir });
      const codes = await db.db.query.promoCodes.findMany({
        columns: { code: true, tokens: true, maxRedemptions: true, expiresAt: true },
      });
      await db.close();
      expect(codes).toEqual([{ code: 'SPRING25', tokens: 1, maxRedemptions: null, expiresAt: null }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
