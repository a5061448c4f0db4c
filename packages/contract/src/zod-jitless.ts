import { config } from 'zod/v4/core';

/**
 * zod 4 compiles object parsers with `new Function` unless told not to, and probes whether it may
 * the moment the first `z.object()` is built. Under the web app's CSP (no 'unsafe-eval') that probe
 * fails quietly, yet the browser files a CSP violation report on every page load. Interpreted
 * parsers everywhere, server included, so both validate with the same code path.
 *
 * It has to run before the first schema is built, in the same bundle chunk as the schemas (the web
 * entry runs only after the shared chunk holding zod and this package), so errors.ts, the first
 * module of this package, imports it before anything else. zod core's setting: classic zod and
 * zod/mini (the schemas of the login bundle, sign-in.ts) share it.
 */
config({ jitless: true });
