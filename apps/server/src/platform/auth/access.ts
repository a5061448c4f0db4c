import { ErrorCode, ADMIN_ONLY_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@bloom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    // First of the route's own onRequest hooks: who is calling is settled before the body is even
    // parsed (a signed-out caller learns nothing from validation messages) and before the route's
    // own hooks run. Added per route, so a public route runs nothing.
    if (access !== 'public') route.onRequest = [authenticate(sessions, access), ...[route.onRequest ?? []].flat()];
  });
}

/**
 * The signed-in caller's check, a callback hook rather than an async one: a session this instance
 * verified moments ago is admitted without a promise (most requests are 1 Hz polls).
 */
function authenticate(sessions: SessionStore, access: 'user' | 'admin') {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const token = bearerToken(request);
    if (!token) return done(unauthorized());
    const recent = sessions.verifiedRecently(token);
    if (recent) return done(admit(request, recent, access));
    sessions.lookup(token).then((found) => {
      if (found.kind === 'valid') return done(admit(request, found.principal, access));
      done(unauthorized(SESSION_EXPIRED_MESSAGE, REFUSED_CODES[found.kind]));
    }, done);
  };
}

/** Why a session was refused, as the error code the web app acts on (missing: the default 401 code). */
const REFUSED_CODES = {
  'old-epoch': ErrorCode.sessionExpiredUpdate,
  idle: ErrorCode.sessionIdle,
  missing: undefined,
} as const;

/** Sets the caller on the request; an error if the route is for administrators and she is not one. */
function admit(request: FastifyRequest, principal: Principal, access: 'user' | 'admin') {
  request.principal = principal;
  return access === 'admin' && !principal.isAdmin ? forbidden(ADMIN_ONLY_MESSAGE) : undefined;
}
