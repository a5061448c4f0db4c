import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { importDirectory } from '../apps/server/src/features/providers/directory.ts';

const USAGE = 'Usage: npm run providers:import -- <file.csv> [--remove-sample]\n';

/**
 * Operator command: `npm run providers:import -- providers.csv [--remove-sample]` loads a provider
 * directory from a CSV whose columns follow the NPPES NPI registry export, plus BLOOM's own
 * (docs/decisions/007-us-zip-data.md and the README list them). Rows are added, or update the
 * provider with the same NPI; a malformed row is reported with its line number and skipped, and
 * the others are imported. `--remove-sample` removes the fictional sample directory in the same
 * transaction. Uses the server's DATABASE_URL / DATA_DIR (stop an embedded server first).
 * Exit code 0 when every row went in, 1 when some were skipped or the import failed, 2 on usage.
 */
async function run() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: { 'remove-sample': { type: 'boolean', default: false } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  const text = readFileSync(file, 'utf8');
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    const report = await importDirectory(database.db, text, { removeSample: values['remove-sample'] });
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    process.stdout.write(
      `Imported ${plural(report.added + report.updated, 'provider')} from ${file}: ` +
        `${report.added} new, ${report.updated} updated` +
        (values['remove-sample'] ? `; removed ${plural(report.removedSample, 'sample provider')}` : '') +
        '.\n',
    );
    if (report.problems.length > 0) {
      process.stderr.write(`Skipped ${plural(report.problems.length, 'row')}:\n`);
      for (const problem of report.problems) process.stderr.write(`  line ${problem.line}: ${problem.message}\n`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
});
