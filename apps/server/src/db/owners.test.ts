import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ownedBy, TABLE_OWNERS } from './owners.ts';
import * as schema from './schema/index.ts';

const SRC = join(import.meta.dirname, '..');

/** The export name of every table in db/schema, with its SQL name. */
const TABLES = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => [name, getTableName(table as PgTable)]),
);

/** db/ defines the tables. */
const isDefinition = (file: string) => file.startsWith('db/');
const isTest = (file: string) => file.endsWith('.test.ts');

/**
 * Whether `file` lies in `owner`; a test also when it tests the owning file (`x.test.ts` beside
 * `platform/x.ts`).
 */
const inOwner = (owner: string, file: string) =>
  ownedBy(owner, file) || (isTest(file) && ownedBy(owner, file.replace(/\.test\.ts$/, '.ts')));

const SCHEMA_IMPORT = /import\s+(type\s+)?(\*\s+as\s+\w+|\{[^}]*\})\s+from\s+'[^']*db\/schema(?:\/[\w-]+)?(?:\.ts)?'/g;

/** The tables a file imports from db/schema: local name (or `ns.` for a namespace) -> export name. */
function importedTables(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(SCHEMA_IMPORT)) {
    const clause = match[2]!;
    if (clause.startsWith('*')) {
      const ns = clause.split(/\s+as\s+/)[1]!;
      for (const name of TABLES.keys()) found.set(`${ns}.${name}`, name);
      continue;
    }
    for (const part of clause.slice(1, -1).split(',')) {
      const [name, local] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (name && TABLES.has(name)) found.set(local ?? name, name);
    }
  }
  return found;
}

/** A Drizzle write of a table by its local name: `.insert(t)`, `.update(ns.t)`, `.delete(t)`. */
const DRIZZLE_WRITE = /\.(?:insert|update|delete)\(\s*([\w$]+(?:\.[\w$]+)?)\s*\)/g;
/** A string or template that writes in SQL: `insert into t`, `update t set`, `delete from t` (t quoted or not). */
const SQL_WRITE = /(?<=[`'"]\s*)(?:(?:insert\s+into|delete\s+from)\s+"?(\w+)"?|update\s+"?(\w+)"?\s+set\b)/gi;

/**
 * `table <- file` for every table a file outside the table's owner imports from db/schema (a
 * non-test file) or writes (a test: it may read any table to prove what was stored, and what a
 * refused write left alone, but its setup goes through the owner's functions and test kit like
 * everyone's). Test kits and seeds (`test-kit.ts`, `testing/seeds.ts`, `testing/seed-volume.ts`)
 * are not tests: they call each owner's test kit.
 */
function ownershipViolations(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  const outside = (table: string | undefined, file: string) => {
    if (!table) return;
    const owner = TABLE_OWNERS[table as keyof typeof TABLE_OWNERS];
    if (!owner || !inOwner(owner, file)) found.push(`${table} <- ${file}`);
  };
  const sqlNames = new Set(TABLES.values());
  for (const { file, text } of files) {
    if (isDefinition(file)) continue;
    const imported = importedTables(text);
    if (!isTest(file)) {
      for (const name of new Set(imported.values())) outside(TABLES.get(name), file);
      continue;
    }
    for (const match of text.matchAll(DRIZZLE_WRITE)) outside(TABLES.get(imported.get(match[1]!) ?? ''), file);
    for (const match of text.matchAll(SQL_WRITE)) {
      const table = (match[1] ?? match[2])!.toLowerCase();
      if (sqlNames.has(table)) outside(table, file);
    }
  }
  return [...new Set(found)].sort();
}

function sourceFiles(dir = SRC): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    if (!entry.name.endsWith('.ts')) return [];
    return [{ file: relative(SRC, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }];
  });
}

describe('one owner per table', () => {
  it('gives every table of the schema exactly one owner, and owns no table that does not exist', () => {
    const tables = [...TABLES.values()].sort();
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
  });

  it('lets only the owner import a table, and only the owner’s tests write it (test kits and seeds go through the owner)', () => {
    expect(ownershipViolations(sourceFiles())).toEqual([]);
  });

  it('catches a table imported outside its owner, by name, alias, type or namespace', () => {
    const probe = (file: string, text: string) => ownershipViolations([{ file, text }]);
    const from = "from '../../db/schema/index.ts';";
    expect(probe('features/chat/repo.ts', `import { chatMessages, symptoms } ${from}`)).toEqual([
      'symptoms <- features/chat/repo.ts',
    ]);
    expect(probe('features/admin/x.ts', `import { type moods as m } ${from}`)).toEqual([
      'moods <- features/admin/x.ts',
    ]);
    expect(probe('features/kicks/repo.ts', `import type { users } from '../../db/schema/accounts.ts';`)).toEqual([
      'users <- features/kicks/repo.ts',
    ]);
    expect(probe('features/kicks/repo.ts', `import * as s ${from}`)).toContain('users <- features/kicks/repo.ts');
    // The owner (a folder or a single file), tests and seeds pass.
    expect(probe('features/tracking/repo.ts', `import { moods, symptoms } ${from}`)).toEqual([]);
    expect(probe('platform/mail-outbox.ts', `import { mailOutbox } ${from}`)).toEqual([]);
    expect(probe('platform/mail-outbox-extra.ts', `import { mailOutbox } ${from}`)).toEqual([
      'mail_outbox <- platform/mail-outbox-extra.ts',
    ]);
    expect(probe('features/admin/events.test.ts', `import { symptoms } ${from}`)).toEqual([]);
    expect(probe('features/tracking/test-kit.ts', `import { symptoms } ${from}`)).toEqual([]);
    expect(probe('features/admin/test-kit.ts', `import { symptoms } ${from}`)).toEqual([
      'symptoms <- features/admin/test-kit.ts',
    ]);
    expect(probe('testing/seeds.ts', `import { symptoms } ${from}`)).toEqual(['symptoms <- testing/seeds.ts']);
  });

  it('catches a test that writes another owner’s table, through Drizzle or in SQL, and lets it read', () => {
    const probe = (file: string, text: string) => ownershipViolations([{ file, text }]);
    const from = "from '../../db/schema/index.ts';";
    const test = 'features/admin/events.test.ts';
    // Reading to prove what was stored is allowed.
    expect(probe(test, `import { symptoms } ${from}\nawait db.select().from(symptoms); db.$count(symptoms);`)).toEqual(
      [],
    );
    expect(probe(test, `import { symptoms } ${from}\nawait t.database.db.insert(symptoms).values({});`)).toEqual([
      'symptoms <- features/admin/events.test.ts',
    ]);
    expect(probe(test, `import { moods as m } ${from}\nawait db\n  .update(m)\n  .set({});`)).toEqual([
      'moods <- features/admin/events.test.ts',
    ]);
    expect(probe(test, `import * as schema ${from}\nawait db.delete(schema.users);`)).toEqual([
      'users <- features/admin/events.test.ts',
    ]);
    expect(probe(test, 'await db.execute(sql`insert into "kick_sessions" (user_id) values (${id})`);')).toEqual([
      'kick_sessions <- features/admin/events.test.ts',
    ]);
    expect(probe(test, "await client.query('UPDATE users SET is_admin = true');")).toEqual([
      'users <- features/admin/events.test.ts',
    ]);
    expect(probe(test, "it('deletes from a list after an update of users', () => {});")).toEqual([]);
    // A logged statement matched by a pattern is not a write.
    expect(probe(test, 'expect(line).toMatch(/^insert into "moods" .*values/);')).toEqual([]);
    // The owner's own tests write its tables, a single-file owner's test beside it too.
    expect(probe('features/tracking/routes.test.ts', `import { symptoms } ${from}\ndb.insert(symptoms);`)).toEqual([]);
    expect(probe('platform/mail-outbox.test.ts', `import { mailOutbox } ${from}\ndb.delete(mailOutbox);`)).toEqual([]);
    expect(probe('platform/audit-log.test.ts', `import { mailOutbox } ${from}\ndb.delete(mailOutbox);`)).toEqual([
      'mail_outbox <- platform/audit-log.test.ts',
    ]);
  });
});
