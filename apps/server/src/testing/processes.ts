import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const mainTs = fileURLToPath(new URL('../main.ts', import.meta.url));

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<number | null>;
}

/** A real BLOOM server process (apps/server/src/main.ts) with `env`, once it serves. */
export function startServer(env: Record<string, string>): Promise<RunningServer> {
  // The flag npm start and npm run serve use, so memory is measured as deployed.
  const child = spawn(process.execPath, ['--max-semi-space-size=16', mainTs], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /BLOOM is running at http:\/\/[^:]+:(\d+)/.exec(output);
      if (found) {
        resolve({
          url: `http://127.0.0.1:${found[1]}`,
          process: child,
          stop: () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before serving:\n${output}`)));
  });
}
