// `npm run prod-install`: the Dockerfile's run stage without Docker. Copies what the image copies
// into a fresh folder, installs production dependencies only (`npm ci --omit=dev`), starts it with
// `npm run serve` on Node 24 and checks /readyz and the web app, then stops it with SIGTERM.
// Needs the web app and the server bundle built (`npm run build`). Exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the Dockerfile's run stage copies. */
const COPIED = [
  'package.json',
  'package-lock.json',
  'apps/server/package.json',
  'apps/web/package.json',
  'apps/server/src',
  'packages',
  'apps/server/dist',
  'apps/web/dist',
];

export interface ProdInstallResult {
  installSeconds: number;
  readyStatus: number;
  pageStatus: number;
  exitCode: number | null;
}

export async function prodInstall(root = process.cwd()): Promise<ProdInstallResult> {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.mjs']) {
    if (!existsSync(join(root, built))) throw new Error('Build BLOOM first: npm run build');
  }
  const dir = mkdtempSync(join(tmpdir(), 'bloom-prod-'));
  try {
    for (const path of COPIED) {
      cpSync(join(root, path), join(dir, path), {
        recursive: true,
        filter: (source) => !source.includes('node_modules') && !/\.test\.tsx?$/.test(source),
      });
    }
    // The image's Node 24 stands in for the `node` devDependency, which --omit=dev leaves out.
    const env = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` };
    const started = Date.now();
    const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
      cwd: dir,
      env,
      encoding: 'utf8',
    });
    if (install.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.stderr}`);
    const installSeconds = (Date.now() - started) / 1000;
    if (existsSync(join(dir, 'node_modules/vite')) || existsSync(join(dir, 'node_modules/vitest'))) {
      throw new Error('dev dependencies were installed');
    }

    const server = spawn('npm', ['run', 'serve'], {
      cwd: dir,
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'data'),
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /BLOOM is running at (http:\/\/\S+)/.exec(output);
        if (found) resolve(found[1]!.replace('localhost', '127.0.0.1'));
      };
      server.stdout!.on('data', onData);
      server.stderr!.on('data', onData);
      void exited.then((code) => reject(new Error(`the production server exited (${code}):\n${output}`)));
    });
    const readyStatus = (await fetch(`${url}/readyz`)).status;
    const pageStatus = (await fetch(`${url}/`)).status;
    server.kill('SIGTERM');
    return { installSeconds, readyStatus, pageStatus, exitCode: await exited };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await prodInstall();
  console.log(
    `production install: npm ci --omit=dev in ${result.installSeconds.toFixed(1)} s; /readyz ${result.readyStatus}, / ${result.pageStatus}; exit after SIGTERM ${result.exitCode}`,
  );
  process.exitCode = result.readyStatus === 200 && result.pageStatus === 200 && result.exitCode === 0 ? 0 : 1;
}
