import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { providers } from '../../db/schema/index.ts';
import { NPPES_SAMPLE } from './nppes-fixture.ts';

const cli = fileURLToPath(new URL('../../../../../scripts/providers-import.ts', import.meta.url));

// The operator command works on the embedded database of a stopped server (as `npm run admin` does).
describe('npm run providers:import', () => {
  it('imports the good rows, lists the malformed ones by line number and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bloom-import-'));
    try {
      const file = join(dir, 'providers.csv');
      writeFileSync(file, NPPES_SAMPLE);
      const run = (...args: string[]) =>
        spawnSync(process.execPath, [cli, ...args], {
          env: { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '' },
          encoding: 'utf8',
        });

      const result = run(file);
      expect(result.stdout).toBe(`Imported 3 providers from ${file}: 3 new, 0 updated.\n`);
      expect(result.stderr.split('\n').slice(0, 2)).toEqual([
        'Skipped 5 rows:',
        '  line 4: NPI: An NPI is 10 digits with a valid check digit',
      ]);
      expect(result.stderr.match(/^ {2}line (\d+):/gm)).toEqual([
        '  line 4:',
        '  line 5:',
        '  line 6:',
        '  line 7:',
        '  line 9:',
      ]);
      expect(result.status).toBe(1);

      expect(run().status).toBe(2);

      const db = await openPglite({ dataDir: join(dir, 'data') });
      const rows = await db.db.select({ npi: providers.npi }).from(providers).where(isNull(providers.ownerId));
      await db.close();
      expect(rows.map((r) => r.npi).sort()).toEqual(['1122334455', '1234567893', '1987654328']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Two real processes, each opening and migrating an embedded database: seconds when the
    // machine is quiet, 30 s and more with both cores busy (a stuck run still ends here).
  }, 120_000);
});
