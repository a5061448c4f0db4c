import { bundleServer } from '../build-server.ts';

/**
 * The Node flags `npm start` runs the server with (package.json), so the bench measures the server
 * as it is deployed. V8 otherwise sizes the young generation by the machine's memory: on a 24 GiB
 * machine that kept about 100 MB more resident than the 16 MB semi-spaces do (quality bar: RSS < 300 MB).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];

/** Where the bench's bundles go: one folder below apps/server, as server-root.ts expects. */
const BUNDLE_DIR = 'apps/server/.bench';

/**
 * The bench server (server.ts) and `npm start`'s entry, bundled as `npm run build` bundles the
 * server (decision 025) from the tree as it is now: what is measured is what is deployed.
 */
export async function bundleBenchServers(): Promise<{ benchServer: string; main: string }> {
  await bundleServer({ 'bench-server': 'scripts/bench/server.ts', main: 'apps/server/src/main.ts' }, BUNDLE_DIR);
  return { benchServer: `${BUNDLE_DIR}/bench-server.mjs`, main: `${BUNDLE_DIR}/main.mjs` };
}
