import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Initialising PGlite costs seconds; do it and migrate once, then every test file opens its
 * own in-memory copy of this snapshot in a fraction of that.
 */
export default async function setup(project: TestProject) {
  const database = await openPglite({});
  await database.migrate();
  const client = (database as unknown as { db: { $client: { dumpDataDir(c: 'none'): Promise<Blob> } } }).db.$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const path = join(tmpdir(), `bloom-pglite-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', path);
}
