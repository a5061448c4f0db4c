// `npm run dev`: the API on :3000 (embedded database under ./data unless DATABASE_URL is set)
// and Vite's dev server with hot reload on :5173, which proxies /api to the API.
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@bloom/web'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
process.stdout.write('Open http://localhost:5173 (Vite, hot reload); the API listens on http://localhost:3000\n');
