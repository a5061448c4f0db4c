// The server as it is deployed: its TypeScript and the workspace packages bundled into plain
// JavaScript in apps/server/dist (decision 025), so the running process never loads Node's type
// stripper (about 30 MB resident) nor reads 350 source files. npm packages stay outside the bundle
// (node_modules, as `npm ci --omit=dev` installs them). `npm run build` calls this; the bench
// bundles its own server the same way.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const manifests = [
  'apps/server/package.json',
  'packages/contract/package.json',
  'packages/knowledge/package.json',
  'packages/pregnancy/package.json',
];

/** Every npm package the server and its workspace packages depend on; `@bloom/*` are bundled. */
function npmDependencies(): string[] {
  const names = manifests.flatMap((path) => {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as { dependencies?: Record<string, string> };
    return Object.keys(manifest.dependencies ?? {});
  });
  return [...new Set(names)].filter((name) => !name.startsWith('@bloom/'));
}

/**
 * Bundles `entries` (name → source) into `outdir`, which must be one folder below apps/server
 * (server-root.ts). Code split: what an entry imports dynamically (main.ts's serve.ts, after
 * the compile cache is on) stays a file of its own.
 */
export async function bundleServer(entries: Record<string, string>, outdir: string): Promise<void> {
  // Chunk names carry a hash: an earlier build's files would otherwise stay beside the new ones.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: entries,
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outExtension: { '.js': '.mjs' },
    external: npmDependencies(),
    logLevel: 'warning',
  });
}

if (import.meta.main) {
  await bundleServer({ main: 'apps/server/src/main.ts' }, 'apps/server/dist');
}
