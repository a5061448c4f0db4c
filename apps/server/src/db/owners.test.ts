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

/**
 * db/ defines the tables. A test (`*.test.ts`) may read any table to prove what was stored, and
 * wrong (what a refused write left alone); its setup goes through the owners like everyone's:
 * test kits and seeds (`test-kit.ts`, `testing/seeds.ts`, `testing/seed-volume.ts`) call each
 * owner's test kit, so they have no exception.
 */
const isExempt = (file: string) => file.startsWith('db/') || file.endsWith('.test.ts');

const SCHEMA_IMPORT = /import\s+(type\s+)?(\*\s+as\s+\w+|\{[^}]*\})\s+from\s+'[^']*db\/schema(?:\/[\w-]+)?(?:\.ts)?'/g;

/** `table <- file` for every table a non-test file outside the table's owner imports from db/schema. */
function ownershipViolations(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    if (isExempt(file)) continue;
    for (const match of text.matchAll(SCHEMA_IMPORT)) {
      const names = match[2]!.startsWith('*')
        ? [...TABLES.keys()]
        : match[2]!
            .slice(1, -1)
            .split(',')
            .map(
              (n) =>
                n
                  .trim()
                  .replace(/^type\s+/, '')
                  .split(/\s+as\s+/)[0]!,
            )
            .filter(Boolean);
      for (const name of names) {
        const table = TABLES.get(name);
        if (!table) continue;
        const owner = TABLE_OWNERS[table as keyof typeof TABLE_OWNERS];
        if (!owner || !ownedBy(owner, file)) found.push(`${table} <- ${file}`);
      }
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

  it('lets only the owner import a table (tests excepted; test kits and seeds too go through the owner)', () => {
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
});
