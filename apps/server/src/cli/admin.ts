import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createAdministrator } from '../features/accounts/first-admin.ts';
import { promoteToAdmin } from '../features/accounts/repo.ts';

/**
 * Operator command: `npm run admin -- create <email>` or `npm run admin -- promote <email>`.
 * Uses the same DATABASE_URL / DATA_DIR as the server (stop an embedded server first).
 */
async function run() {
  const [command, rawEmail] = process.argv.slice(2);
  const email = rawEmail?.trim().toLowerCase();
  if ((command !== 'create' && command !== 'promote') || !email) {
    process.stderr.write('Usage: npm run admin -- create|promote <email>\n');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (command === 'promote') {
      if (!(await promoteToAdmin(database.db, email))) {
        process.stderr.write(`No account uses ${email}. Use 'create' to make a new administrator.\n`);
        process.exitCode = 1;
        return;
      }
      process.stdout.write(`${email} is now an approved administrator.\n`);
      return;
    }
    const result = await createAdministrator({ database }, email, process.env.ADMIN_PASSWORD);
    process.stdout.write(
      result.created ? `Administrator ${email} created.\n` : `${email} is now an approved administrator.\n`,
    );
    if (result.generatedPassword) process.stdout.write(`Password (shown once): ${result.generatedPassword}\n`);
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
});
