// `npm start`: builds the web app and the server bundle when either is missing or older than its
// sources, then starts the server on the embedded database (or DATABASE_URL when set). Plain
// JavaScript, like the bundle it starts: a TypeScript file here would load Node's type stripper
// into the server's process (decision 025).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const builds = ['apps/web/dist/index.html', 'apps/server/dist/main.mjs'];
const sourceRoots = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/server/src',
  'packages/contract/src',
  'packages/pregnancy/src',
  'packages/knowledge/src',
];

/** @param {string} path */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = Math.min(...builds.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
if (builtAt < Math.max(...sourceRoots.map(newestMtime))) {
  process.stdout.write('Building BLOOM...\n');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../apps/server/dist/main.mjs');
