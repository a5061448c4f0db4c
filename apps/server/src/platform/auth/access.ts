import { ErrorCode, ADMIN_ONLY_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@bloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import type { Principal, SessionStore } from './session-store.ts';

/** Who may call a route. Every /api route must declare one (checked when the route is added). */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the access-matrix test and audits. */
    routeAccess: readonly RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** The route's input schemas (zod), for the bad-input suite and the 405 answer's Allow list. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The signed-in caller of a route declared 'user' or 'admin'. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export function registerAccessControl(app: FastifyInstance, sessions: SessionStore) {
  app.decorateRequest('principal', null);
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (access !== 'public' && access !== 'user' && access !== 'admin') {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const { body, querystring, params } = route.schema ?? {};
      table.push({ method, url: route.url, access, schema: { body, querystring, params } });
    }
  });

  // onRequest: who is calling is settled before the body is even parsed, so a signed-out
  // caller learns nothing from validation messages.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const found = await sessions.lookup(token);
    if (found.kind === 'old-epoch') throw unauthorized(SESSION_EXPIRED_MESSAGE, ErrorCode.sessionExpiredUpdate);
    if (found.kind === 'idle') throw unauthorized(SESSION_EXPIRED_MESSAGE, ErrorCode.sessionIdle);
    if (found.kind === 'missing') throw unauthorized(SESSION_EXPIRED_MESSAGE);
    request.principal = found.principal;
    if (access === 'admin' && !found.principal.isAdmin) throw forbidden(ADMIN_ONLY_MESSAGE);
  });
}
