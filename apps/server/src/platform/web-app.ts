import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, METHOD_NOT_ALLOWED_MESSAGE, NOT_FOUND_MESSAGE } from '@bloom/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from './auth/access.ts';
import { answerAsWebPage } from './security-headers.ts';
import { localizeError } from './locale.ts';

/** A last path segment that ends in an extension: `/favicon.ico`, `/a/b.js.map`. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]+$/;

/** The path as the router understood it: percent-decoded, so `/%61pi/x` is an /api path too. */
function decodedPath(url: string) {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The methods the API routes accept at `path` (route patterns: `:param` is one segment, `*` the rest). */
function allowedMethods(routes: readonly RouteAccess[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    const pattern = route.url
      .split('/')
      .map((part) =>
        part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    if (new RegExp(`^${pattern}/?$`).test(path)) methods.add(route.method);
  }
  return [...methods].sort();
}

/** Serves the built SPA; unknown /api paths get the JSON 404, every other path gets index.html. */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const hasWeb = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  // A scope of its own, so that only the file routes registered here are marked as web pages.
  await app.register(async (web) => {
    web.addHook('onRoute', (route) => {
      route.config = { ...route.config, webPage: true };
    });
    if (hasWeb) {
      await web.register(fastifyStatic, {
        root: distDir,
        // Look files up per request, so a rebuild is served without a restart.
        wildcard: true,
        index: 'index.html',
        // The build writes .br and .gz beside each file (apps/web/build/precompress.ts).
        preCompressed: true,
        // Hashed assets never change; index.html must always be fresh.
        // @fastify/static 10 passes the Fastify reply here, older majors the raw response.
        setHeaders: (res: unknown, path: string) => {
          const value = path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
          const target = res as { header?: (k: string, v: string) => void; setHeader?: (k: string, v: string) => void };
          if (target.header) target.header('cache-control', value);
          else target.setHeader?.('cache-control', value);
        },
      });
    }
    web.setNotFoundHandler((request, reply) => {
      const path = decodedPath(request.url);
      const allowed = path.startsWith('/api/') ? allowedMethods(request.server.routeAccess, path) : [];
      // The method itself may be allowed when the router refused the path for another reason (an over-long parameter).
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        reply.header('allow', allowed.join(', '));
        return reply.status(405).send({
          ...localizeError(request, reply, { message: METHOD_NOT_ALLOWED_MESSAGE, code: ErrorCode.methodNotAllowed }),
          requestId: request.id,
        });
      }
      if (
        path.startsWith('/api/') ||
        path === '/api' ||
        !hasWeb ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        return reply.status(404).send({
          ...localizeError(request, reply, { message: NOT_FOUND_MESSAGE, code: ErrorCode.notFound }),
          requestId: request.id,
        });
      }
      // A missing hashed asset (say, a chunk of the previous release) must fail as a 404, never
      // be answered with index.html, which the browser would refuse as a script.
      // So must any other missing file (`/nope.png`, `/apple-touch-icon.png`): a name with an
      // extension is a file, never a page of the app, whose paths have none.
      if (path.startsWith('/assets/') || FILE_NAME.test(path)) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      answerAsWebPage(request);
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  });
}
