import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createAdministrator } from '../features/accounts/first-admin.ts';
import { promoteToAdmin } from '../platform/users/repo.ts';
import { promoCodeValues, savePromoCode, type NewPromoCode } from '../features/admin/promo-codes-service.ts';

const USAGE =
  'Usage: npm run admin -- create|promote <email>\n' +
  '       npm run admin -- promo <CODE> <tokens> [--max N] [--per-user N] [--expires YYYY-MM-DD]\n';

/**
 * Operator command: `npm run admin -- create <email>`, `npm run admin -- promote <email>`, or
 * `npm run admin -- promo <CODE> <tokens> [--max N] [--per-user N] [--expires YYYY-MM-DD]`
 * (creates a promo code, or changes an existing one; the checks are the admin form's). Uses the
 * same DATABASE_URL / DATA_DIR as the server (stop an embedded server first).
 */
async function run() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: { max: { type: 'string' }, 'per-user': { type: 'string' }, expires: { type: 'string' } },
  });
  const [command, ...rest] = positionals;
  if (command === 'promo') return promo(rest, values);
  const email = rest[0]?.trim().toLowerCase();
  if (
    (command !== 'create' && command !== 'promote') ||
    !email ||
    rest.length > 1 ||
    values.max ||
    values['per-user'] ||
    values.expires
  ) {
    usage();
  }
  await withDatabase(async (database) => {
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
  });
}

async function promo(
  args: string[],
  options: { max?: string | undefined; 'per-user'?: string | undefined; expires?: string | undefined },
) {
  const [code, tokens] = args;
  if (!code || !tokens || args.length > 2) usage();
  const input: NewPromoCode = {
    code,
    tokens: Number(tokens),
    maxRedemptions: options.max === undefined ? null : Number(options.max),
    perUserLimit: options['per-user'] === undefined ? 1 : Number(options['per-user']),
    expires: options.expires ?? null,
  };
  const checked = promoCodeValues(input);
  if (typeof checked === 'string') {
    process.stderr.write(`${checked}\n`);
    process.exit(2);
  }
  await withDatabase(async (database) => {
    const outcome = await savePromoCode(database.db, input);
    const limits = [
      checked.maxRedemptions === null ? 'no total limit' : `at most ${checked.maxRedemptions} redemptions`,
      checked.expiresAt === null ? 'no expiry' : `valid until ${checked.expiresAt.toISOString()}`,
    ];
    process.stdout.write(
      `Promo code ${checked.code} ${outcome}: ${checked.tokens} bonus ${checked.tokens === 1 ? 'token' : 'tokens'}, ` +
        `${limits.join(', ')}; each user redeems it ${checked.perUserLimit === 1 ? 'once' : `up to ${checked.perUserLimit} times`}.\n`,
    );
  });
}

function usage(): never {
  process.stderr.write(USAGE);
  process.exit(2);
}

async function withDatabase(work: (database: Database) => Promise<void>) {
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    await work(database);
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
});
