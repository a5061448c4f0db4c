import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` as an operator runs it: a signal to npm must reach the server, which must then let
// go of its port and its data folder even while a browser holds an idle keep-alive connection.
const dataDir = mkdtempSync(join(tmpdir(), 'bloom-start-'));
const started: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function npmStart(port: number): Promise<ChildProcess> {
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('BLOOM is running at')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before serving:\n${output}`)));
  });
}

/** One finished request on a keep-alive connection, which then stays open and idle. */
function idleKeepAlive(port: number): Promise<Agent> {
  const agent = new Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: '/healthz', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(agent));
    })
      .on('error', reject)
      .end();
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start and signals', () => {
  it(
    'SIGTERM to npm stops the server with an idle keep-alive connection open, freeing its port and data folder',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const first = await npmStart(port);
      const agent = await idleKeepAlive(port);

      first.kill('SIGTERM');
      expect(await exited(first)).toBe(0);
      agent.destroy();

      // The same port and the same data folder: refused while an orphaned server still holds them.
      const second = await npmStart(port);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(200);
      second.kill('SIGINT');
      expect(await exited(second)).toBe(0);
    },
  );
});
