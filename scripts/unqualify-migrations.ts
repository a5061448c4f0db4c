// drizzle-kit writes `"public".` before referenced tables; without it, the same migrations
// run inside any schema (tests give each file its own schema on PostgreSQL).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'apps/server/src/db/migrations';
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const path = join(dir, file);
  const sql = readFileSync(path, 'utf8');
  const fixed = sql.replaceAll('"public".', '');
  if (fixed !== sql) writeFileSync(path, fixed);
}
