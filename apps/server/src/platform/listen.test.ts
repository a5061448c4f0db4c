import { spawnSync } from 'node:child_process';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';
import { ACCEPT_SOCKETS, listenWide } from './listen.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Opens `count` connections to `port` from another process, which waits for each and exits. */
function connectFromAnotherProcess(port: number, count: number) {
  const script = `
    const net = require('node:net');
    let open = 0;
    for (let i = 0; i < ${count}; i++)
      net.connect(${port}, '127.0.0.1').once('connect', () => ++open === ${count} && process.exit(0));
    setTimeout(() => process.exit(1), 5000);`;
  // Synchronous: this process's event loop accepts nothing while the other one connects.
  const child = spawnSync(process.execPath, ['-e', script]);
  expect(child.status, String(child.stderr)).toBe(0);
}

describe.runIf(process.platform === 'linux')('listening on several sockets of one port', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let port: number;
  let accepted = 0;
  beforeAll(async () => {
    t = await createTestApp();
    app = await buildApp(testConfig(), { database: t.database });
    await listenWide(app, { port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    app.server.on('connection', () => accepted++);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('takes a burst that queued while the event loop was busy many connections per turn, not one', async () => {
    expect(ACCEPT_SOCKETS).toBeGreaterThan(1);
    accepted = 0;
    connectFromAnotherProcess(port, 4 * ACCEPT_SOCKETS);
    // libuv accepts one connection per listening socket per turn of the loop: one socket would
    // have taken at most two in two turns.
    await turn();
    await turn();
    expect(accepted).toBeGreaterThan(2);
    await expect.poll(() => accepted).toBe(4 * ACCEPT_SOCKETS);
  });

  it('serves every connection as the app’s own, whichever socket took it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 2 * ACCEPT_SOCKETS }, () =>
        fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: 'close' } }).then((res) => res.status),
      ),
    );
    expect(answers).toEqual(answers.map(() => 200));
  });

  it('stops listening on every socket when the app closes', async () => {
    await app.close();
    const refused = await Promise.all(
      Array.from(
        { length: 2 * ACCEPT_SOCKETS },
        () =>
          new Promise<string>((resolve) => {
            const socket = connect(port, '127.0.0.1');
            socket.once('connect', () => {
              socket.destroy();
              resolve('connected');
            });
            socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
          }),
      ),
    );
    expect(refused).toEqual(refused.map(() => 'ECONNREFUSED'));
  });
});
