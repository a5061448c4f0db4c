/**
 * The Node flags `npm start` runs the server with (package.json), so the bench measures the server
 * as it is deployed. V8 otherwise sizes the young generation by the machine's memory: on a 24 GiB
 * machine that kept about 100 MB more resident than the 16 MB semi-spaces do (quality bar: RSS < 300 MB).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];
