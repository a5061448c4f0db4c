import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startFakeUpstreams } from '../../server/src/testing/fake-upstreams.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** Root URL of the fake USDA / openFDA / Open Food Facts server the app's live lookups use. */
    fakeUpstreamsUrl: string;
  }
}

const ADMIN_EMAIL = 'admin@bloom.test';
const ADMIN_PASSWORD = 'e2e-admin-password';

/** Starts the real built app (server + web dist) on a fresh embedded database for the journeys. */
export default async function setup(project: TestProject) {
  if (!existsSync('apps/web/dist/index.html')) {
    throw new Error('End-to-end tests need the built web app: run `npm run build` (npm test does this).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bloom-e2e-'));
  // E2E_DATABASE_URL runs the journeys on PostgreSQL, in a database of their own.
  const postgres = process.env.E2E_DATABASE_URL ? await createDatabase(process.env.E2E_DATABASE_URL) : null;
  // Live lookups go to a local fake of the outside APIs, so journeys never depend on the internet.
  const upstreams = await startFakeUpstreams();
  const server: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LIVE_DATA: 'on',
      // support/accounts.ts signs users up as from many addresses (the sign-up limit is per address).
      TRUST_PROXY: '1',
      ...upstreams.env,
      LOG_LEVEL: 'warn',
      DATABASE_URL: postgres?.url ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /BLOOM is running at (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  project.provide('baseUrl', baseUrl);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('fakeUpstreamsUrl', upstreams.url);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await upstreams.close();
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
}

async function createDatabase(serverUrl: string) {
  const name = `bloom_e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database ${name} with (force)`) };
}
