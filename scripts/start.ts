// `npm start`: builds the web app when the build is missing or older than its sources, then
// starts the server on the embedded database (or DATABASE_URL when set).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const distIndex = 'apps/web/dist/index.html';
const sourceRoots = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'packages/contract/src',
  'packages/pregnancy/src',
  'packages/knowledge/src',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
if (builtAt < Math.max(...sourceRoots.map(newestMtime))) {
  process.stdout.write('Building the web app...\n');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../apps/server/src/main.ts');
