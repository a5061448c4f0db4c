import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { listenWide } from './platform/listen.ts';
import { serverRoot } from './server-root.ts';

const defaultWebDist = fileURLToPath(new URL('../web/dist', serverRoot));

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close idle keep-alive
 * connections at once (Fastify's forceCloseConnections), close the database cleanly, exit. A
 * request that outlives SHUTDOWN_TIMEOUT_SECONDS does not hold the process: it exits anyway.
 */
function exitOnSignals(app: FastifyInstance, timeoutMs: number) {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.warn({ timeoutMs }, 'shutdown timed out; exiting with requests still open');
      process.exit(1);
    }, timeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function main() {
  let config;
  try {
    config = loadConfig({ WEB_DIST_DIR: defaultWebDist, ...process.env });
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  const app = await buildApp(config);
  exitOnSignals(app, config.shutdownTimeoutMs);
  await listenWide(app, { port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  process.stdout.write(
    `\nBLOOM is running at http://${shownHost}:${port}\n` +
      `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`BLOOM failed to start: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
