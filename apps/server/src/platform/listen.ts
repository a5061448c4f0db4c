import { createServer, type AddressInfo, type Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Connections waiting to be accepted, per listening socket. Every open app holds one, so a
 * restart or a failover brings them all back at once: with Node's default of 511 a burst of 5,000
 * overflowed the queue, and a dropped SYN is sent again only after the kernel's 1, 3, 7 s waits
 * (docs/benchmarks.md, ninth session). The kernel caps it at net.core.somaxconn (4,096 on current
 * Linux).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * Listening sockets on the one port (Linux: SO_REUSEPORT, the kernel spreads new connections over
 * them). Node's libuv accepts one connection per listening socket per turn of the event loop
 * (libuv 1.45, "don't accept() connections in a loop"), and a turn that serves thousands of polls
 * lasts milliseconds: one socket took about 300 connections a second while 5,000 came back after a
 * restart, so they waited in the queue past their timeout and came back again (decision 026).
 */
export const ACCEPT_SOCKETS = process.platform === 'linux' ? 16 : 1;

/**
 * Starts the app on `port` and `host` with ACCEPT_SOCKETS listening sockets: the app's own server
 * and plain ones that hand each connection to it, so every connection is the app's (its
 * keep-alive, its shutdown). They stop listening when the app closes. Returns the app's address.
 */
export async function listenWide(app: FastifyInstance, options: { port: number; host: string }): Promise<string> {
  const extra: Server[] = [];
  // Stops listening at once; not waiting for their connections, which are the app's to close.
  app.addHook('preClose', async () => {
    for (const server of extra) server.close();
  });
  const wide = ACCEPT_SOCKETS > 1;
  const address = await app.listen({ ...options, backlog: LISTEN_BACKLOG, ...(wide ? { reusePort: true } : {}) });
  const bound = app.server.address() as AddressInfo;
  for (let i = 1; i < ACCEPT_SOCKETS; i++) {
    const server = createServer((socket) => app.server.emit('connection', socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port: bound.port, host: bound.address, backlog: LISTEN_BACKLOG, reusePort: true }, resolve);
    });
    extra.push(server);
  }
  return address;
}
